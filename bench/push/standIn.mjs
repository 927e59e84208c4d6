/**
 * A push service stand-in for bench/push: HTTPS on 127.0.0.1 with the
 * benchmark's self-signed certificate (the server trusts it through
 * NODE_EXTRA_CA_CERTS), answering 201 to every push, in a process of its own
 * so its work is not charged to the server. Driven over IPC: `count` answers
 * how many pushes arrived and when the first and last did (the host's
 * monotonic clock), `reset` starts counting again.
 */
import fs from 'node:fs';
import https from 'node:https';
import { nowUs } from '../lib/stats.mjs';

const { BENCH_TLS_KEY, BENCH_TLS_CERT } = process.env;
let count = 0;
let bytes = 0;
let firstUs = null;
let lastUs = null;

const server = https.createServer({ key: fs.readFileSync(BENCH_TLS_KEY), cert: fs.readFileSync(BENCH_TLS_CERT), keepAliveTimeout: 60_000 }, (request, response) => {
  request.on('data', (chunk) => {
    bytes += chunk.length;
  });
  request.on('end', () => {
    const at = nowUs();
    count += 1;
    firstUs ??= at;
    lastUs = at;
    response.writeHead(201).end();
  });
});

let connections = 0;
server.on('secureConnection', () => { connections += 1; });
server.listen(0, '127.0.0.1', () => {
  process.send({ ready: true, origin: `https://127.0.0.1:${server.address().port}` });
});

process.on('message', (message) => {
  if (message.cmd === 'count') {
    process.send({ re: message.re, count, bytes, firstUs, lastUs, connections });
  } else if (message.cmd === 'reset') {
    count = 0;
    bytes = 0;
    firstUs = null;
    lastUs = null;
    process.send({ re: message.re });
  }
});
process.on('disconnect', () => process.exit(0));
