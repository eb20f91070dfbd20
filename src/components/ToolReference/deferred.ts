// What pages import as '@site/src/components/ToolReference' (alias in
// src/plugins/lean-chunks): the same components, loaded after the page (see
// src/components/Deferred). The implementation stays in ./index.tsx.
import {deferred} from '@site/src/components/Deferred';

const load = () => import('./index');
export const ToolHeader = deferred(() => load().then((m) => m.ToolHeader));
export const ToolParameters = deferred(() => load().then((m) => m.ToolParameters));
export const ToolResultFields = deferred(() => load().then((m) => m.ToolResultFields));
export const ToolErrors = deferred(() => load().then((m) => m.ToolErrors));
export const ToolUpstream = deferred(() => load().then((m) => m.ToolUpstream));
export const RelatedTools = deferred(() => load().then((m) => m.RelatedTools));
export const ToolDefinition = deferred(() => load().then((m) => m.ToolDefinition));
