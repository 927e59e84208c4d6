import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A picture host of the kind an admin links to: another origin, over HTTPS
 * (with a self-signed certificate made for the run), serving real PNG files.
 * The machine has no internet; this stands in for a CDN. It is named
 * `localhost`: the journeys' Chromium accepts a self-signed certificate there
 * (--allow-insecure-localhost in playwright.config.ts), so the other journeys
 * that meet these pictures while the run goes on load them too.
 */
export interface ImageHost {
  origin: string;
  /** The address of a picture on the host (any name ending in .png serves the test picture). */
  url(name: string): string;
  /** The paths asked for so far. */
  requested: string[];
  close(): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a diagonal two-colour gradient: a real picture, so a card that shows it looks like one. */
export function gradientPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      row[1 + x * 3] = Math.round(30 + 40 * t);
      row[2 + x * 3] = Math.round(90 + 110 * t);
      row[3 + x * 3] = Math.round(200 - 60 * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the host on a free port of the loopback interface, with a key and certificate made by openssl for this run. */
export async function startImageHost(): Promise<ImageHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-images-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  const png = gradientPng(640, 360);
  const requested: string[] = [];
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const url = request.url ?? '/';
    requested.push(url);
    if (/^\/[\w/-]+\.png$/.test(url.split('?')[0] ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'no-store' });
      response.end(png);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (name) => `${origin}/${name}`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
