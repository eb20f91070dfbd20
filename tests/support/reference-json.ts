/**
 * A change as a job reads it from `--json` (write/report.ts's record), without its words: its id,
 * class, subject, path and values, and before and after when they are plain values (a schema, or any
 * other object, is left out, and so is null). Tests of what the gate finds assert these, not the line.
 */
import type {Change} from '@site/packages/mcp-surface-gate/src/compare/change';
import {jsonReport} from '@site/packages/mcp-surface-gate/src/write/report';

export function asJob(changes: Change[]): Record<string, unknown>[] {
  return jsonReport(changes, []).changes.map((record) => {
    const out: Record<string, unknown> = {id: record.id, class: record.class, subject: record.subject};
    if (record.path !== null) out.path = record.path;
    if (record.values) out.values = record.values;
    for (const side of ['before', 'after'] as const) {
      const value = record[side];
      if (value !== null && (typeof value !== 'object' || Array.isArray(value))) out[side] = value;
    }
    return out;
  });
}
