// A static file server for the benchmarks, with gzip like a production host:
// `node bench/static-server.mjs <dir> <port>` serves <dir> on 127.0.0.1.
// Clean URLs as Docusaurus writes them (/a/b → a/b/index.html or a/b.html),
// 404.html for anything else. Compressed bodies are cached in memory so the
// server costs next to nothing while a page is being measured.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [dir, port] = process.argv.slice(2);
const root = path.resolve(dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);
const cache = new Map();

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const candidates = [clean, path.join(clean, 'index.html'), `${clean.replace(/[/\\]$/, '')}.html`];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function load(file) {
  if (!cache.has(file)) {
    const body = fs.readFileSync(file);
    const ext = path.extname(file);
    const gz = COMPRESSIBLE.has(ext) ? zlib.gzipSync(body, {level: 6}) : null;
    cache.set(file, {body, gz, type: TYPES[ext] ?? 'application/octet-stream'});
  }
  return cache.get(file);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = resolveFile(url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const {body, gz, type} = load(file);
    const useGzip = gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(useGzip ? {'Content-Encoding': 'gzip'} : {}),
      'Content-Length': (useGzip ? gz : body).length,
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? gz : body);
  })
  .listen(Number(port), '127.0.0.1');
