/** What a route of the service is, and reading a request body and writing a one-line JSON answer, for every route. */
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

/** One path of the service, after the shared checks. */
export interface Route {
  /** It stores what it is sent: DOCS_MCP_ALLOWED_ORIGINS=* does not open it to every origin. */
  writes: boolean;
  /** Request headers a preflight allows. */
  allowHeaders: string;
  /** An error in the route's own form. */
  reject(res: http.ServerResponse, status: number, message: string, headers?: Record<string, string>): void;
  handle(req: http.IncomingMessage, res: http.ServerResponse, client: string): Promise<void>;
}
