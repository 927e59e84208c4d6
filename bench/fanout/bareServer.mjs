/**
 * The socket.io floor: a bare, stock socket.io server (default options, one
 * namespace, no rooms, no middleware) broadcasting the same payloads.
 */
import http from 'node:http';
import { Server } from 'socket.io';
import { startProbe, timed } from './probe.mjs';

const server = http.createServer();
const io = new Server(server);

startProbe({
  onCommand: async (message, record) => {
    if (message.cmd === 'send') {
      record(timed(io.engine.clientsCount, () => io.emit(message.event, message.payload)));
      return {};
    }
    return { error: `unknown command ${message.cmd}` };
  },
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send({ listening: server.address().port });
});
