/**
 * What a JSON example on a page is, read from its top-level members as JSON-RPC 2.0 defines
 * them: a request (a method and an id), a notification (a method, no id), a response (a result)
 * or an error response (an error). Anything else, or text that is not one JSON object, is none.
 */
export type JsonRpcKind = 'request' | 'notification' | 'response' | 'error';

export function jsonRpcKind(text: string): JsonRpcKind | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const message = value as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return undefined;
  if (typeof message.method === 'string') return 'id' in message ? 'request' : 'notification';
  if ('error' in message) return 'error';
  if ('result' in message) return 'response';
  return undefined;
}
