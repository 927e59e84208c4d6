/**
 * Pure operations on a list of signal ids kept newest first (ids grow with
 * time). Every change keeps the list free of duplicates, so a live signal that
 * also arrives in a page, or twice after a reconnection, shows once.
 */

/** Appends an older page, skipping ids already there. */
export function appendPage(ids: readonly number[], page: readonly number[]): number[] {
  const seen = new Set(ids);
  return [...ids, ...page.filter((id) => !seen.has(id))];
}

/**
 * Puts an id where it belongs by order. An id older than the last one loaded
 * is left out while older pages remain: the Load More that reaches it will bring it.
 */
export function insertId(ids: readonly number[], id: number, hasMore: boolean): number[] {
  if (ids.includes(id)) {
    return ids as number[];
  }
  const index = ids.findIndex((existing) => existing < id);
  if (index === -1) {
    return hasMore ? (ids as number[]) : [...ids, id];
  }
  return [...ids.slice(0, index), id, ...ids.slice(index)];
}

/** Removes an id; the same array when it was not there. */
export function removeId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : (ids as number[]);
}

/**
 * Replaces the newest part of a list with a fresh first page, keeping older
 * ids below it (a refresh after a reconnection or a plan change).
 */
export function replaceHead(ids: readonly number[], page: readonly number[], pageWasFull: boolean): number[] {
  if (!pageWasFull) {
    return [...page];
  }
  const oldest = page[page.length - 1] ?? Number.MAX_SAFE_INTEGER;
  return appendPage(page, ids.filter((id) => id < oldest));
}
