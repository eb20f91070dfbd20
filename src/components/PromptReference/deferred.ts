// What pages import as '@site/src/components/PromptReference' (alias in
// src/plugins/lean-chunks): loaded after the page (see src/components/Deferred).
import {deferred} from '@site/src/components/Deferred';

const load = () => import('./index');
export const PromptArguments = deferred(() => load().then((m) => m.PromptArguments));
export const PromptDefinition = deferred(() => load().then((m) => m.PromptDefinition));
