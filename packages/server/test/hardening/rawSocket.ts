import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A bare WebSocket to the socket.io endpoint, written by hand so a test can
 * send what no well-behaved client would: garbage, unknown packet types,
 * oversized and binary frames, floods.
 */
export interface RawSocket {
  /** Sends one frame (masked, as a client must); `opcode` 1 is text, 2 binary, anything else is as invalid as it looks. */
  send(payload: string | Buffer, opcode?: number): void;
  /** Text the server sent so far (unmasked frame payloads, concatenated with newlines). */
  received(): string;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
  destroy(): void;
}

export function openRawSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  const url = new URL('/socket.io/?EIO=4&transport=websocket', baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.on('upgrade', (_response, socket: Duplex, head: Buffer) => {
      // The server's first frames may arrive together with its 101 answer.
      let text = head.toString('latin1');
      let closed = false;
      const done = new Promise<void>((settle) => {
        socket.on('close', () => {
          closed = true;
          settle();
        });
      });
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        // Server frames are small and unmasked here: reading payloads loosely is enough to see what came back.
        text += chunk.toString('latin1');
      });
      resolve({
        send(payload, opcode = 1) {
          if (!closed) {
            socket.write(frame(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), opcode));
          }
        },
        received: () => text,
        closed: done,
        isClosed: () => closed,
        destroy: () => socket.destroy(),
      });
    });
    request.on('response', (response) => reject(new Error(`No upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

/** One masked WebSocket frame with FIN set. */
function frame(payload: Buffer, opcode: number): Buffer {
  const mask = randomBytes(4);
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | (opcode & 0x0f);
  if (length < 126) {
    header[1] = 0x80 | length;
  } else if (length < 65536) {
    header[1] = 0x80 | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) {
    masked[i] = payload[i]! ^ mask[i % 4]!;
  }
  return Buffer.concat([header, mask, masked]);
}
