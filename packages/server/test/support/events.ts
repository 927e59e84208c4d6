import type { DomainEvent } from '../../src/services/eventBus.js';
import type { TestServer } from './testServer.js';

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
