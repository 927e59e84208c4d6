import type { ServerEventName, ServerEventPayload } from '@signals/protocol';

type AnyHandler = (payload: unknown) => void;

const handlers = new Map<ServerEventName, Set<AnyHandler>>();
const resyncHandlers = new Set<() => unknown>();

/**
 * Lets a store react to a live event. Each store's wire function registers
 * here when wireLiveEvents calls it (never at import time), so the socket code
 * only hands events on, and screens never touch the socket at all.
 *
 * @returns a function that removes the handler.
 */
export function onLiveEvent<E extends ServerEventName>(event: E, handler: (payload: ServerEventPayload<E>) => void): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as AnyHandler);
  return () => set.delete(handler as AnyHandler);
}

/**
 * Lets a store catch up after the connection could not resume where it left
 * off (a long drop, a server restart): the store refetches what it shows.
 *
 * @returns a function that removes the handler.
 */
export function onResync(handler: () => unknown): () => void {
  resyncHandlers.add(handler);
  return () => resyncHandlers.delete(handler);
}

/** Hands a received event to every handler registered for it. */
export function dispatchLiveEvent(event: ServerEventName, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`Handling ${event} failed`, error);
    }
  }
}

/** Asks every store to refetch; resolves once each has answered, or failed (said in the console). */
export async function resyncAll(): Promise<void> {
  await Promise.all(
    [...resyncHandlers].map((handler) =>
      Promise.resolve()
        .then(handler)
        .catch((error: unknown) => console.warn('Catching up after a reconnection failed', error)),
    ),
  );
}
