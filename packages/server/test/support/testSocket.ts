import { io as connect, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@signals/protocol';
import type { TestClient } from './testClient.js';

export type TestSocket = Socket<ServerToClientEvents, Record<string, never>>;

export interface SocketOptions {
  /** Sent as the Origin header of the handshake. */
  origin?: string;
  transport?: 'websocket' | 'polling';
  /** Reconnect after a drop (for recovery tests). */
  reconnection?: boolean;
  /** The handshake's `auth`, as the web app sends it (LiveAuth). */
  auth?: Record<string, unknown>;
}

/** Opens a real socket.io client carrying the test client's cookies, like the browser would. */
export function openSocket(client: TestClient, options: SocketOptions = {}): TestSocket {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = {};
  if (cookie) {
    headers.cookie = cookie;
  }
  if (options.origin) {
    headers.origin = options.origin;
  }
  return connect(client.baseUrl, {
    transports: [options.transport ?? 'websocket'],
    extraHeaders: headers,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
    auth: options.auth,
  });
}

/** Resolves when the socket connects; rejects with the server's refusal message. */
export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The refusal message of a handshake the server turns down. */
export async function refusal(socket: TestSocket): Promise<string> {
  try {
    await connected(socket);
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  } finally {
    socket.close();
  }
}

/** Resolves when the socket is disconnected by the server. */
export function disconnected(socket: TestSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
