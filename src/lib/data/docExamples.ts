/**
 * The JSON examples of a docs page, as the example checker
 * (src/writers/rules/examples.ts) and the result-size plugin
 * (src/plugins/result-tokens) read them. Pure functions of the page source.
 */
export interface CodeBlock {
  lang: string;
  meta: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
}

/** Fenced code blocks with their language, meta string and line. */
export function codeBlocks(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].trim().startsWith(fence)) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    blocks.push({lang, meta, line: i + 1, code: body.join('\n')});
    i = j;
  }
  return blocks;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-RPC messages as the page writes them
export type Message = Record<string, any>;

/** A JSON-RPC message of a page, with the block it is in and, for a block holding an array, its place in it. */
export interface PageMessage {
  line: number;
  message: Message;
  block: CodeBlock;
  index?: number;
}

/** The JSON-RPC messages of the page's json blocks, in order (a block holds one, or an array), and the blocks that are not JSON. */
export function jsonRpcMessages(source: string): {messages: PageMessage[]; invalid: {line: number; error: string; block: CodeBlock}[]} {
  const messages: PageMessage[] = [];
  const invalid: {line: number; error: string; block: CodeBlock}[] = [];
  for (const block of codeBlocks(source)) {
    if (block.lang !== 'json') continue;
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch (e) {
      invalid.push({line: block.line, error: (e as Error).message, block});
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    list.forEach((message, i) => {
      if (message && typeof message === 'object' && 'jsonrpc' in message) {
        messages.push({line: block.line, message, block, ...(Array.isArray(value) ? {index: i} : {})});
      }
    });
  }
  return {messages, invalid};
}

/** The text block of every successful tools/call result on the page whose request (same id, earlier on the page) called `tool`. */
export function toolResultTexts(source: string, tool: string): string[] {
  const requests = new Map<unknown, Message>();
  const texts: string[] = [];
  for (const {message} of jsonRpcMessages(source).messages) {
    if (message.method && message.id !== undefined) requests.set(message.id, message);
    const request = requests.get(message.id);
    if (!('result' in message) || request?.method !== 'tools/call' || request.params?.name !== tool || message.result?.isError) continue;
    const text = (message.result?.content as Message[] | undefined)?.find((c) => c.type === 'text')?.text;
    if (typeof text === 'string') texts.push(text);
  }
  return texts;
}

/** Every tools/call request of `tool` on the page that a response (same id, later on the page) answers, with that response. */
export function toolCallExamples(source: string, tool: string): {id: string | number; arguments: Message; response: Message}[] {
  const requests = new Map<unknown, Message>();
  const examples: {id: string | number; arguments: Message; response: Message}[] = [];
  for (const {message} of jsonRpcMessages(source).messages) {
    if (message.method && message.id !== undefined) requests.set(message.id, message);
    const request = requests.get(message.id);
    if (message.method || request?.method !== 'tools/call' || request.params?.name !== tool) continue;
    if (!('result' in message) && !('error' in message)) continue;
    examples.push({id: message.id, arguments: request.params.arguments ?? {}, response: message});
    requests.delete(message.id);
  }
  return examples;
}
