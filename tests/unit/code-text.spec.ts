// How code blocks read their text: where a line of JSON may wrap, and what a JSON example is.
import {test, expect} from '@playwright/test';
import {jsonParts} from '@site/src/lib/text/jsonParts';
import {jsonRpcKind} from '@site/src/lib/text/jsonRpcKind';

test('a line of JSON is cut after , : { and [ outside strings only, and its parts join back to it', () => {
  const line = '{"jsonrpc":"2.0","id":1,"params":{"q":"a, b: {c} [d]","n":[1,2]},"s":"x\\"y,z"}';
  const parts = jsonParts(line);
  expect(parts.join('')).toBe(line);
  expect(parts).toContain('"a, b: {c} [d]",');
  expect(parts).toContain('"x\\"y,z"}');
  expect(parts.slice(0, 4)).toEqual(['{', '"jsonrpc":', '"2.0",', '"id":']);
});

test('a JSON example is a request, notification, response or error response by its members; anything else is none', () => {
  expect(jsonRpcKind('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}')).toBe('request');
  expect(jsonRpcKind('{"jsonrpc":"2.0","method":"notifications/initialized"}')).toBe('notification');
  expect(jsonRpcKind('{"jsonrpc":"2.0","id":1,"result":{}}')).toBe('response');
  expect(jsonRpcKind('{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"x"}}')).toBe('error');
  expect(jsonRpcKind('{"name":"search_companies","inputSchema":{}}')).toBeUndefined();
  expect(jsonRpcKind('{"jsonrpc":"1.0","id":1,"result":{}}')).toBeUndefined();
  expect(jsonRpcKind('[{"jsonrpc":"2.0","id":1,"result":{}}]')).toBeUndefined();
  expect(jsonRpcKind('{ not json')).toBeUndefined();
});
