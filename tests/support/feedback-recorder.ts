/**
 * A loopback stand-in for the site's feedback service, for browser tests until
 * they run against the service itself: it answers the contract's two POST
 * endpoints (companylens-docs-contract's feedback.ts) with 201 and records each body, or with the
 * answers a test queues, says it collects feedback, as the service does, and
 * passes every other request on to the built site.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {FEEDBACK_ENDPOINT, FEEDBACK_STATUS_ENDPOINT, SEARCH_EVENTS_ENDPOINT} from 'companylens-docs-contract';

interface RecordedPost {
  path: string;
  body: any;
  contentType: string;
}

export interface FeedbackRecorder {
  /** The site through the recorder: open pages under this origin. */
  url: string;
  posts: RecordedPost[];
  /** The next posts get these answers (status, one-line JSON) instead of 201. */
  answerNext(...answers: {status: number; error?: string}[]): void;
  close(): Promise<void>;
}

export async function startFeedbackRecorder(site: string): Promise<FeedbackRecorder> {
  const posts: RecordedPost[] = [];
  const queued: {status: number; error?: string}[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method === 'GET' && path === FEEDBACK_STATUS_ENDPOINT) {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end('{"collecting":true}\n');
        return;
      }
      if (req.method === 'POST' && (path === FEEDBACK_ENDPOINT || path === SEARCH_EVENTS_ENDPOINT)) {
        const answer = queued.shift() ?? {status: 201};
        if (answer.status === 201) {
          posts.push({path, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), contentType: req.headers['content-type'] ?? ''});
        }
        res.writeHead(answer.status, {'Content-Type': 'application/json'});
        res.end(`${JSON.stringify(answer.status === 201 ? {ok: true} : {error: answer.error ?? 'refused'})}\n`);
        return;
      }
      // node:http, not fetch: fetch refuses the ports the Fetch standard calls bad (6000 among them), which a TEST_PORT may be
      const upstream = http.request(new URL(path, site), {method: req.method, headers: {accept: req.headers.accept ?? '*/*'}}, (answer) => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'location', 'cache-control']) {
          const value = answer.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(Buffer.concat(body));
        });
      });
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    answerNext: (...answers) => void queued.push(...answers),
    // server.close() waits for any connection still busy, and the browser context a worker keeps
    // has left one so past a file's last test (a 60 s hang in afterAll): end them all
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
