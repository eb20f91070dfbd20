#!/usr/bin/env node
// `npm run serve:prod`: serves the production build with Debian's nginx and
// this repository's configuration (deploy/nginx/companylens.conf), in the
// foreground, until Ctrl+C, with the site's service (packages/companylens-docs-service: /mcp and
// /api/ for feedback) beside it on a Unix socket. Pid, logs, sockets and temp
// files go to a fresh temporary folder, removed on exit.
//
//   PORT=8080 (default)  HOST=127.0.0.1 (default)  NGINX=/usr/sbin/nginx
//   NGINX_BROTLI=0       leave brotli out even when the module is installed
//   --dir <folder>       the build to serve (default: build)
//   --instances <n>      run n service processes behind nginx (default 1; with
//                        SQLite they share the file, with DATABASE_URL the database)
//   DOCS_MCP_*, FEEDBACK_*, DATABASE_URL   passed on to the service (see packages/companylens-docs-service/README.md)
//   node options         given to this script (e.g. --cpu-prof) apply to the MCP server too
// A build without the local search index (an Algolia build) has no MCP server:
// /mcp then answers 503.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '..');
/** The placeholders of the site file that a local run replaces. */
const DEPLOY_ROOT = '/var/www/companylens/build';
const DEPLOY_LISTEN = /^\s*listen 80;.*$/m;
const DEPLOY_LISTEN_V6 = /^\s*listen \[::\]:80;.*\n/m;
const DEPLOY_MCP_SOCKET = 'unix:/run/companylens-docs-mcp/mcp.sock';
const DEPLOY_ACCESS_LOG = '/var/log/nginx/access.log';
/** How long the MCP server may take to load the build and listen. */
const MCP_START_MS = 30_000;

const HOW_TO_INSTALL = `nginx was not found. serve:prod runs Debian's nginx:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y nginx
  (optional, adds brotli: sudo apt-get install -y libnginx-mod-http-brotli-filter)
or set NGINX to the path of an nginx executable (1.22 or later).`;

function fail(message) {
  console.error(`serve:prod: ${message}`);
  process.exit(1);
}

function findNginx() {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, 'nginx'))];
  return candidates.find((p) => p && fs.existsSync(p) && fs.statSync(p).isFile()) ?? null;
}

/** Version and the compiled-in paths we need, from `nginx -V`. */
function nginxInfo(nginx) {
  const out = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const text = `${out.stdout}${out.stderr}`;
  const arg = (name, fallback) => text.match(new RegExp(`--${name}=(\\S+)`))?.[1] ?? fallback;
  return {
    version: text.match(/nginx\/([\d.]+)/)?.[1] ?? 'unknown',
    confDir: path.dirname(arg('conf-path', '/etc/nginx/nginx.conf')),
    modulesDir: arg('modules-path', '/usr/lib/nginx/modules'),
  };
}

function parseArgs(argv) {
  const args = {dir: 'build', instances: 1};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir' && argv[i + 1]) args.dir = argv[++i];
    else if (argv[i] === '--instances' && /^[1-8]$/.test(argv[i + 1] ?? '')) args.instances = Number(argv[++i]);
    else fail(`unknown argument ${argv[i]} (usage: serve.mjs [--dir <build folder>] [--instances <1 to 8>])`);
  }
  return args;
}

// Replaces every match of a placeholder, and fails if the file no longer has it.
function substitute(text, pattern, replacement, what) {
  const count = typeof pattern === 'string' ? text.split(pattern).length - 1 : (text.match(new RegExp(pattern, 'gm')) ?? []).length;
  if (count < 1) fail(`deploy/nginx/companylens.conf: ${what} not found; keep its placeholders as they are`);
  return typeof pattern === 'string' ? text.split(pattern).join(replacement) : text.replace(pattern, replacement);
}

const args = parseArgs(process.argv.slice(2));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);

const nginx = findNginx();
if (!nginx) fail(HOW_TO_INSTALL);
const info = nginxInfo(nginx);

const buildDir = path.resolve(siteRoot, args.dir);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) fail(`no site in ${buildDir}: run \`npm run build\` first`);
if (!fs.existsSync(path.join(buildDir, '.nginx/csp.conf'))) {
  fail(`${buildDir} has no .nginx/csp.conf (the CSP hashes): rebuild with \`npm run build\``);
}

const brotliModule = path.join(info.modulesDir, 'ngx_http_brotli_filter_module.so');
const brotli = process.env.NGINX_BROTLI !== '0' && fs.existsSync(brotliModule);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'companylens-nginx-'));
let site = fs.readFileSync(path.join(here, 'nginx/companylens.conf'), 'utf8');
site = substitute(site, DEPLOY_LISTEN, `    listen ${host}:${port};`, '`listen 80;`');
site = substitute(site, DEPLOY_LISTEN_V6, '', '`listen [::]:80;`');
site = substitute(site, DEPLOY_ROOT, buildDir, DEPLOY_ROOT);
const sockets = Array.from({length: args.instances}, (_, i) => path.join(tmp, `service-${i + 1}.sock`));
// One `server` line of the upstream per process.
site = substitute(site, DEPLOY_MCP_SOCKET, sockets.map((s) => `unix:${s}`).join(';\n    server '), DEPLOY_MCP_SOCKET);
site = substitute(site, DEPLOY_ACCESS_LOG, path.join(tmp, 'access.log'), DEPLOY_ACCESS_LOG);
site = substitute(site, '/etc/nginx/mime.types', path.join(info.confDir, 'mime.types'), '/etc/nginx/mime.types');
fs.writeFileSync(path.join(tmp, 'companylens.conf'), site);

const isRoot = process.getuid?.() === 0;
fs.writeFileSync(
  path.join(tmp, 'nginx.conf'),
  `# Generated by deploy/serve.mjs for one local run.
daemon off;
${brotli ? `load_module ${brotliModule};\n` : ''}${
    // As root, nginx would hand requests to "nobody", who cannot read this
    // temporary folder: keep the workers as the user who ran the command.
    isRoot ? 'user root root;\n' : ''
  }worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
error_log stderr warn;
events { worker_connections 256; }
http {
    default_type application/octet-stream;
    sendfile on;
    access_log ${tmp}/access.log;
    client_body_temp_path ${tmp}/client_body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
${brotli ? `    include ${path.join(here, 'nginx/brotli.conf')};\n` : ''}    include ${tmp}/companylens.conf;
}
`,
);

let stopping = false;
let child = null;
let services = [];
const cleanUp = () => {
  for (const service of services) service.kill('SIGTERM');
  fs.rmSync(tmp, {recursive: true, force: true});
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // nginx stops quickly on TERM; it may have had the signal already (same process group).
    if (child) child.kill('SIGTERM');
    else {
      cleanUp();
      process.exit(0);
    }
  });
}

// The service needs the local search index; nginx starts once every process listens.
const hasIndex = fs.readdirSync(buildDir).some((f) => /^search-index\.[0-9a-f]+\.json$/.test(f));
services = hasIndex
  ? sockets.map((socket) =>
      spawn(process.execPath, [...process.execArgv, path.join(siteRoot, 'packages/companylens-docs-service/bin/companylens-docs-mcp.cjs'), '--http', '--socket', socket, '--dir', buildDir], {
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    )
  : [];
if (services.length) {
  for (const service of services) {
    service.on('exit', (code, signal) => {
      if (stopping) return;
      stopping = true;
      console.error(`serve:prod: the service stopped (${signal ?? `exit code ${code}`})`);
      child?.kill('SIGTERM');
      cleanUp();
      process.exit(1);
    });
  }
  const started = Date.now();
  while (!sockets.every((socket) => fs.existsSync(socket))) {
    if (Date.now() - started > MCP_START_MS) {
      cleanUp();
      fail(`the service did not listen within ${MCP_START_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
} else {
  console.log(`serve:prod: ${buildDir} has no local search index (an Algolia build), so /mcp is not served.`);
}

child = spawn(nginx, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', 'stderr'], {stdio: 'inherit'});
const shownDir = path.relative(process.cwd(), buildDir) || '.';
console.log(
  `Serving ${shownDir}/ with nginx ${info.version} (gzip${brotli ? ' + brotli' : ''}) at http://${host}:${port}/` +
    `${services.length ? `, MCP at http://${host}:${port}/mcp, feedback at /api/ (${services.length} process${services.length > 1 ? 'es' : ''})` : ''}\n` +
    `Logs and pid in ${tmp} (removed on exit). Ctrl+C stops.`,
);

child.on('exit', (code, signal) => {
  const expected = stopping;
  stopping = true;
  cleanUp();
  if (!expected && code !== 0) console.error(`serve:prod: nginx stopped (${signal ?? `exit code ${code}`})`);
  process.exit(expected ? 0 : (code ?? 1));
});
child.on('error', (err) => {
  stopping = true;
  cleanUp();
  fail(`could not start ${nginx}: ${err.message}`);
});
