/**
 * The raw floor: a plain `net` server that accepts WebSocket upgrades by hand
 * and writes one pre-built frame to every socket in a tight loop. Nothing can
 * fan the same bytes out to the same sockets for less on this machine.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';
import { startProbe, timed } from './probe.mjs';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const sockets = new Set();

const server = net.createServer((socket) => {
  let head = '';
  socket.setNoDelay(true);
  const onData = (chunk) => {
    head += chunk.toString('latin1');
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) {
      return;
    }
    socket.off('data', onData);
    const key = /sec-websocket-key:\s*(\S+)/i.exec(head)?.[1] ?? '';
    const accept = createHash('sha1').update(key + GUID).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    sockets.add(socket);
    // Client frames (none expected) are read and dropped.
    socket.on('data', () => undefined);
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
  socket.on('close', () => sockets.delete(socket));
});

/** One unmasked text frame, header and payload in a single buffer. */
function frame(text) {
  const payload = Buffer.from(text);
  const header = payload.length < 126 ? Buffer.from([0x81, payload.length]) : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

startProbe({
  onCommand: async (message, record) => {
    if (message.cmd === 'send') {
      const bytes = frame(message.packet);
      record(timed(sockets.size, () => {
        for (const socket of sockets) {
          socket.write(bytes);
        }
      }));
      return {};
    }
    return { error: `unknown command ${message.cmd}` };
  },
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send({ listening: server.address().port });
});
