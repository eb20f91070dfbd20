// What pages import as '@site/src/components/ResourceReference' (alias in
// src/plugins/lean-chunks): loaded after the page (see src/components/Deferred).
import {deferred} from '@site/src/components/Deferred';

const load = () => import('./index');
export const ResourceTemplateCard = deferred(() => load().then((m) => m.ResourceTemplateCard));
export const SchemaFields = deferred(() => load().then((m) => m.SchemaFields));
