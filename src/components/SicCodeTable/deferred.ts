// What pages import as '@site/src/components/SicCodeTable' (alias in
// src/plugins/lean-chunks): the table and the facts drawn from the SIC data,
// loaded after the page with the data (see src/components/Deferred).
import {deferred} from '@site/src/components/Deferred';

const load = () => import('./index');
export default deferred(() => load().then((m) => m.default));
export const SicSections = deferred(() => load().then((m) => m.SicSections));
export const SicSourceCommit = deferred(() => load().then((m) => m.SicSourceCommit));
