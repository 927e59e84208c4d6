import type { Socket } from 'socket.io';

/** The handshake request as engine.io keeps it; only what is let go here is named. */
interface RetainedRequest {
  rawHeaders?: string[];
  headers?: Record<string, unknown>;
  url?: string;
}

/** One empty query for every connected socket, in place of each one's parsed copy. */
const NO_QUERY = Object.freeze({});

/**
 * Lets go of what a connected socket no longer needs, since every idle
 * connection carries it for hours. The HTTP request of the handshake is read
 * once, by the authentication middleware: engine.io keeps a reference to it
 * for the connection's lifetime (and its upgrade response keeps another, out
 * of reach), so its headers are emptied rather than the reference dropped;
 * the handshake's copy of the headers holds the session cookie, which nothing
 * reads after authentication. The handshake's URL, query, start time (a
 * date string) and address are read by nothing here either, and every byte
 * kept per socket is multiplied by the idle audience. The room named after
 * the socket's own id, which socket.io joins for `io.to(socket.id)`, is left:
 * this app never addresses a socket by id (pushes go to user, tier and
 * signed-in rooms).
 */
export function releaseHandshakeState(socket: Socket): void {
  const request = socket.conn.request as unknown as RetainedRequest | null;
  if (request) {
    request.rawHeaders = [];
    request.headers = {};
    request.url = '';
  }
  // engine.io types the request as always present; socket.io copes with it gone (the handshake was built already).
  (socket.conn as unknown as { request: unknown }).request = null;
  Object.assign(socket.handshake, { headers: {}, url: '', query: NO_QUERY, time: '', address: '' });
  void socket.leave(socket.id);
}
