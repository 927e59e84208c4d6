import { errorMessage } from '../../api';
import type { ListStatus } from './pagedList';

/** A whole (unpaged) list kept by id, newest first: news and airdrops. */
export interface Collection<T extends { id: number; createdAt: string }> {
  ids: number[];
  byId: Record<number, T>;
  status: ListStatus;
  error: string | null;
}

/** A collection not loaded yet. */
export function emptyCollection<T extends { id: number; createdAt: string }>(): Collection<T> {
  return { ids: [], byId: {}, status: 'idle', error: null };
}

function newestFirst<T extends { id: number; createdAt: string }>(byId: Record<number, T>): number[] {
  return Object.values(byId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((row) => row.id);
}

/** The collection with `row` added or replaced, in order. */
export function withRow<T extends { id: number; createdAt: string }>(collection: Collection<T>, row: T): Partial<Collection<T>> {
  const byId = { ...collection.byId, [row.id]: row };
  return { byId, ids: collection.byId[row.id] ? collection.ids : newestFirst(byId) };
}

/** The collection without the row `id`. */
export function withoutRow<T extends { id: number; createdAt: string }>(collection: Collection<T>, id: number): Partial<Collection<T>> {
  const byId = { ...collection.byId };
  delete byId[id];
  return { byId, ids: collection.ids.filter((other) => other !== id) };
}

/** Loads a whole collection into `write`, reporting failure as an error message. */
export async function loadCollection<T extends { id: number; createdAt: string }>(
  fetchAll: () => Promise<T[]>,
  write: (patch: Partial<Collection<T>>) => void,
): Promise<void> {
  write({ status: 'loading', error: null });
  try {
    const rows = await fetchAll();
    const byId: Record<number, T> = {};
    for (const row of rows) {
      byId[row.id] = row;
    }
    write({ byId, ids: newestFirst(byId), status: 'ready', error: null });
  } catch (error) {
    write({ status: 'error', error: errorMessage(error, 'Something went wrong. Please try again.') });
  }
}

/** The rows in order (use with useShallow). */
export function collectionRows<T extends { id: number; createdAt: string }>(collection: Collection<T>): T[] {
  return collection.ids.flatMap((id) => {
    const row = collection.byId[id];
    return row ? [row] : [];
  });
}
