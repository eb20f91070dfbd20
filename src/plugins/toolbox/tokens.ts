/**
 * Token counts with the o200k_base encoding (gpt-tokenizer), made in a worker thread. The
 * encoding is a 2.4 MB module that takes about a third of a second to load; in the worker it
 * loads beside the build's start rather than holding up its main thread. One worker a process,
 * shared by whatever counts (on globalThis: Docusaurus loads each plugin with a module registry
 * of its own); it starts when first asked for and never keeps the process alive by itself.
 */
import {Worker} from 'node:worker_threads';

const SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
const {countTokens} = require(workerData.tokenizer);
parentPort.on('message', ({id, texts}) => parentPort.postMessage({id, counts: texts.map((text) => countTokens(text))}));`;

export interface TokenCounter {
  /** The number of tokens of each text, in order. */
  count(texts: string[]): Promise<number[]>;
}

function startCounter(): TokenCounter {
  const worker = new Worker(SOURCE, {eval: true, workerData: {tokenizer: require.resolve('gpt-tokenizer/encoding/o200k_base')}});
  worker.unref();
  let next = 0;
  let failed: Error | undefined;
  const waiting = new Map<number, {resolve: (counts: number[]) => void; reject: (error: Error) => void}>();
  worker.on('message', ({id, counts}: {id: number; counts: number[]}) => {
    waiting.get(id)?.resolve(counts);
    waiting.delete(id);
    if (!waiting.size) worker.unref();
  });
  worker.on('error', (error) => {
    failed = error;
    waiting.forEach((w) => w.reject(error));
    waiting.clear();
  });
  return {
    count(texts) {
      if (failed) return Promise.reject(failed);
      const id = next++;
      worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, {resolve, reject});
        worker.postMessage({id, texts});
      });
    },
  };
}

const KEY = Symbol.for('companylens.tokenCounter');

/** The process's token counter, started now if it is not yet. */
export function tokenCounter(): TokenCounter {
  const shared = globalThis as {[KEY]?: TokenCounter};
  return (shared[KEY] ??= startCounter());
}
