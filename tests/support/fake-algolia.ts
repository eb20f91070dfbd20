/**
 * A stand-in for the hosted search service, on 127.0.0.1: it speaks the
 * service's HTTP search protocol (POST /1/indexes/* /queries with a JSON body
 * of `requests`, CORS for the browser) and answers from the site's own local
 * index through the same engine, so results are real. Each host can be told
 * to answer, fail with a status, or hang; every request body is recorded.
 * Like an index the crawler filled from the live site, its URLs are absolute
 * (CRAWLED_ORIGIN), and it holds one page of another site (EXTERNAL_RECORD).
 * The real hosted service cannot be reached from here.
 */
import http from 'node:http';
import {createIndex, searchIndex} from '@site/packages/docs-search-engine/src/engine';
import {readBuiltIndex} from '@site/packages/docs-search-engine/src/builtIndex';
import type {SearchRecord} from 'docs-search-engine';

/** The site's production origin, which a crawled index's URLs start with. */
const CRAWLED_ORIGIN = 'https://docs.companylens.co.uk';
/** A page of another site in the same index; the hosted build treats it as external (SEARCH_EXTERNAL_URL_REGEX). */
export const EXTERNAL_RECORD: SearchRecord = {
  objectID: 'external-1',
  url: 'https://status.example.com/history',
  type: 'lvl1',
  hierarchy: {lvl0: 'Elsewhere', lvl1: 'Outage history', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
};

type HostBehaviour = 'ok' | 'fail-500' | 'hang';

export interface FakeHost {
  port: number;
  behaviour: HostBehaviour;
  requests: {path: string; body: any; headers: http.IncomingHttpHeaders}[];
  close: () => Promise<void>;
}

export async function startFakeHost(port: number, localBuildDir: string, behaviour: HostBehaviour = 'ok'): Promise<FakeHost> {
  const records = readBuiltIndex(localBuildDir).records.map((r) => ({...r, url: CRAWLED_ORIGIN + r.url}));
  const index = createIndex([...records, EXTERNAL_RECORD]);
  const host: FakeHost = {port, behaviour, requests: [], close: async () => {}};
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: any = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      host.requests.push({path: req.url ?? '', body, headers: req.headers});
      if (host.behaviour === 'hang') return; // never answers: the client's timeout fires
      if (host.behaviour === 'fail-500') {
        res.writeHead(500, {'content-type': 'application/json'}).end(JSON.stringify({message: 'Internal error', status: 500}));
        return;
      }
      if (req.method !== 'POST' || !/^\/1\/indexes\/\*\/queries/.test(req.url ?? '')) {
        res.writeHead(404, {'content-type': 'application/json'}).end(JSON.stringify({message: 'Not found', status: 404}));
        return;
      }
      const results = (body?.requests ?? []).map((r: any) => searchIndex(index, r));
      res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results}));
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  // ends the connections still open too, a request left hanging among them
  host.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return host;
}
