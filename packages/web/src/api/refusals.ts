/**
 * Refusals some part of the app acts on wherever they come from: a staff account held back by the two-factor rule
 * (issue 46) learns it from whichever back office call is refused first. callApi reports each refused answer here;
 * the stores that care listen.
 */
type Listener = (status: number, code: string | undefined) => void;

const listeners = new Set<Listener>();

/** Listens to every refused answer; returns the way to stop. */
export function onRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by callApi for each answer that is not a success. */
export function reportRefusal(status: number, code: string | undefined): void {
  for (const listener of listeners) {
    listener(status, code);
  }
}
