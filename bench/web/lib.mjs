/** Helpers of the web benchmarks: a build of the app, a server with the demo data, Chromium. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset runs the CPU this many times slower (it measures at full speed and multiplies). */
export const MOBILE_SLOWDOWN = 4;
/** Total blocking time: what a task on the main thread takes beyond 50 ms, at the mobile slowdown. */
export const blockingMs = (ms) => Math.max(0, ms - 50);
/** Without these Chromium calls Google's services at start, which this network refuses. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps'];
export const DEMO = {
  admin: { username: 'admin', password: 'Admin#2026' },
  trader: { username: 'trader', password: 'Trader#2026' },
  premium: { username: 'premium', password: 'Premium#2026' },
};

/** The value of `--name value` on the command line, or a default. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** Builds packages/web into a temporary folder, unless --dist names a build. */
export function webBuild() {
  const given = option('dist');
  if (given) {
    return path.resolve(given);
  }
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-dist-'));
  console.log(`Building packages/web into ${dist} …`);
  execFileSync(path.join(ROOT, 'packages/web', 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'packages/web'), stdio: 'inherit' });
  return dist;
}

/**
 * Builds bench/web/floor, the smallest app on the web package's stack (React, the router, styled-components,
 * zustand) with nothing of ours, with packages/web's own copies of them, so the versions are the app's.
 */
export async function buildFloor() {
  const webDir = path.join(ROOT, 'packages/web');
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-floor-'));
  const { build } = await import(pathToFileURL(path.join(webDir, 'node_modules/vite/dist/node/index.js')).href);
  const { default: react } = await import(pathToFileURL(path.join(webDir, 'node_modules/@vitejs/plugin-react/dist/index.js')).href);
  const libraries = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand'];
  await build({
    root: path.join(ROOT, 'bench/web/floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: Object.fromEntries(libraries.map((name) => [name, path.join(webDir, 'node_modules', name)])) },
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  });
  return { dist, libraries };
}

/**
 * Starts the built server on a fresh data folder with the demo data; resolves once it listens.
 * `serverDist` runs another build of the server (a baseline's packages/server/dist).
 */
export async function startDemoServer(webDist, port, serverDist = path.join(ROOT, 'packages/server/dist')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-bench-data-'));
  // The one-file build where there is one (a baseline from before it runs its modules).
  const entry = ['server.js', 'main.js'].map((name) => path.join(path.resolve(serverDist), name)).find((file) => fs.existsSync(file));
  const child = spawn(process.execPath, [entry], {
    // The embedded SQLite default, even where DATABASE_URL / REDIS_URL are exported.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: webDist, NODE_ENV: 'development', LOG_REQUESTS: 'false', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('Listening on')) {
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    // The data folder goes once the server has exited: removed while it still writes (its last checkpoint), the
    // removal failed and the benchmark ended with an error instead of its figures.
    close: () => {
      child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
      child.kill('SIGTERM');
    },
  };
}

const COMPRESSIBLE = /javascript|json|html|css|svg|text/;

/**
 * A gzip-compressing reverse proxy in front of the server, as a production
 * deployment would run (the app server sends assets uncompressed). WebSocket
 * upgrades are piped through untouched.
 */
export function startGzipProxy(target, port) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const gzip = COMPRESSIBLE.test(answer.headers['content-type'] ?? '') && /gzip/.test(request.headers['accept-encoding'] ?? '');
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(zlib.createGzip({ level: 6 })) : answer).pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.on('upgrade', (request, socket, head) => {
    const back = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`, ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`)];
      back.write(`${lines.join('\r\n')}\r\n\r\n`);
      back.write(head);
      back.pipe(socket).pipe(back);
    });
    back.on('error', () => socket.destroy());
    socket.on('error', () => back.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })));
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves a built folder as static files, gzip-compressed, with index.html for any address that is not a file. */
export function startStaticServer(dir, port) {
  const server = http.createServer((request, response) => {
    const wanted = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = wanted.startsWith(dir) && fs.existsSync(wanted) && fs.statSync(wanted).isFile() ? wanted : path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /gzip/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) });
    const body = fs.createReadStream(file);
    (gzip ? body.pipe(zlib.createGzip({ level: 9 })) : body).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })));
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What the machine is, for the record. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
