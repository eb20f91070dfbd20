/**
 * Which revisions of the MCP specification a server speaks, as a read finds
 * them (client.ts) and a snapshot records them: those it was seen to support,
 * those it was seen not to, and any other revision neither (not settled).
 */
import {SUPPORTED_PROTOCOL_VERSIONS} from '@modelcontextprotocol/client';

/** Revisions with no `initialize` (each request carries its own); the SDK's client speaks them but exports only its older list. */
export const MODERN_REVISIONS = ['2026-07-28'];
/** The older revisions, opened with `initialize`: the SDK client's list, newest first. */
export const LEGACY_REVISIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
/** Every revision this reader can speak, newest first. */
export const REVISIONS = [...MODERN_REVISIONS, ...LEGACY_REVISIONS];

export interface Revisions {
  /** Newest first. */
  supported: string[];
  unsupported: string[];
}

/** Revisions are dates: newest first, once each. */
export const newestFirst = (list: Iterable<string>) => [...new Set(list)].sort().reverse();

/** What a read has settled so far, with more added (a revision seen supported is never taken back). */
export function settle(known: Revisions, more: Partial<Revisions>): Revisions {
  const supported = newestFirst([...known.supported, ...(more.supported ?? [])]);
  return {supported, unsupported: newestFirst([...known.unsupported, ...(more.unsupported ?? [])]).filter((v) => !supported.includes(v))};
}

/** The revisions this reader speaks that the record settles neither way. */
export const unsettled = (r: Revisions) => REVISIONS.filter((v) => !r.supported.includes(v) && !r.unsupported.includes(v));

/**
 * The revisions a surface records. A snapshot written before they were
 * recorded holds only the revision its read spoke: that reader offered
 * 2025-11-25 in `initialize`, so an older answer also says the server lacks
 * 2025-11-25 (a server MUST answer the revision offered when it supports it).
 */
export function revisionsOf(server: {protocolVersion?: string; protocolVersions?: Revisions}): Revisions {
  if (server.protocolVersions) return server.protocolVersions;
  const spoken = server.protocolVersion;
  if (!spoken) return {supported: [], unsupported: []};
  return {supported: [spoken], unsupported: spoken < LEGACY_REVISIONS[0] ? [LEGACY_REVISIONS[0]] : []};
}

