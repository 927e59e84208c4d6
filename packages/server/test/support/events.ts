import type { ServerEventName, ServerEventPayload } from '@signals/protocol';
import type { DomainEvent } from '../../src/services/eventBus.js';
import type { TestServer } from './testServer.js';
import type { TestSocket } from './testSocket.js';

// What tests listen to, in one place: the app's domain events, a socket's
// pushes (one event, or all of them), and a waiter for either to arrive.

export interface CapturedEvents {
  /** Every domain event published since the capture began, in order. */
  events: DomainEvent[];
  /** The captured events of one type. */
  ofType<T extends DomainEvent['type']>(type: T): Extract<DomainEvent, { type: T }>[];
  /** Stops capturing. */
  stop(): void;
}

/** Collects the domain events the app publishes from now on; call `stop` when done. */
export function captureEvents(server: TestServer): CapturedEvents {
  const events: DomainEvent[] = [];
  const stop = server.app.services.events.subscribe((event) => events.push(event));
  return {
    events,
    ofType: <T extends DomainEvent['type']>(type: T) => events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type),
    stop,
  };
}

/** Every payload of one event the socket receives, in order. */
export function collect<E extends ServerEventName>(socket: TestSocket, event: E): Array<ServerEventPayload<E>> {
  const received: Array<ServerEventPayload<E>> = [];
  // The typed map narrows listeners per event; a generic helper speaks to the untyped socket.
  (socket as unknown as { on(name: string, listener: (payload: unknown) => void): void }).on(event, (payload) => {
    received.push(payload as ServerEventPayload<E>);
  });
  return received;
}

/** Every push the socket receives, as [event, payload] in order. */
export function collectAll(socket: TestSocket): Array<[string, unknown]> {
  const received: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  return received;
}

/** Waits until `predicate` holds, polling briefly; fails with `what` after a few seconds. */
export async function eventually(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
