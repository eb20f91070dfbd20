/** Reading a request body and writing a one-line JSON answer, for every route. */
import type http from 'node:http';

/** The body as text, or null once it passes the limit (then the rest is not read). */
export function readBody(req: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** One line of JSON. */
export function sendJson(res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers});
  res.end(`${JSON.stringify(body)}\n`);
}

