import { ADMIN_PAGE_DEFAULT, type Page } from '@signals/protocol';
import { errorMessage } from '../../api';

/** What every admin table asks the server: its filters plus the page. */
export interface ListQuery {
  page: number;
  pageSize: number;
  search: string;
}

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One server-paged table: the query it shows and the rows of the current page, kept by id. */
export interface PagedList<T extends { id: number }, Q extends ListQuery> {
  query: Q;
  ids: number[];
  byId: Record<number, T>;
  total: number;
  status: ListStatus;
  error: string | null;
  /** Rows that arrived live since the last fetch, highlighted briefly. */
  freshIds: number[];
}

/** A table not loaded yet, starting from `query`. */
export function initialPagedList<T extends { id: number }, Q extends ListQuery>(query: Q): PagedList<T, Q> {
  return { query, ids: [], byId: {}, total: 0, status: 'idle', error: null, freshIds: [] };
}

export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGING = { page: 1, pageSize: ADMIN_PAGE_DEFAULT, search: '' } as const;

interface PagedListOptions<T extends { id: number }, Q extends ListQuery, P extends Page<T>> {
  read: () => PagedList<T, Q>;
  write: (patch: Partial<PagedList<T, Q>>) => void;
  fetchPage: (query: Q) => Promise<P>;
  /** The whole answer, for stores that keep more than the rows (summary cards). */
  onPage?: (page: P) => void;
  /** Whether a row fits the current filters (search included); a live row is added only if so. */
  matches?: (row: T, query: Q) => boolean;
  /** Whether new rows belong at the top of the current view (page 1, newest first). */
  newestFirst?: (query: Q) => boolean;
}

export interface PagedListActions<T extends { id: number }, Q extends ListQuery> {
  /** Fetch the current query's page again. */
  listRequested: () => Promise<void>;
  /** Change filters, sort or page and fetch; a change other than the page goes back to page 1. */
  queryChanged: (patch: Partial<Q>) => Promise<void>;
  /** A row changed elsewhere (a live event, an action's answer): replace it where it is shown. */
  rowUpdated: (row: T) => void;
  /** A new row exists: shown at the top when it fits the view, counted when it fits the filters. */
  rowAdded: (row: T) => void;
  rowRemoved: (id: number) => void;
}

type LiveChange<T> = { kind: 'added'; row: T } | { kind: 'updated'; row: T } | { kind: 'removed'; id: number };

/** Simple case-insensitive containment, as the server's search does it. */
export function containsText(term: string, ...values: (string | null | undefined)[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || values.some((value) => (value ?? '').toLowerCase().includes(needle));
}

/**
 * The actions of a server-paged table. Responses that come back after a newer
 * request started are dropped, so fast typing in a search box never shows an
 * older answer last.
 */
export function pagedListActions<T extends { id: number }, Q extends ListQuery, P extends Page<T>>(
  options: PagedListOptions<T, Q, P>,
): PagedListActions<T, Q> {
  const { read, write, fetchPage, onPage, matches, newestFirst } = options;
  let latest = 0;
  // What arrived live while a fetch was in flight: the answer may predate it, so it is replayed on top.
  let replay: LiveChange<T>[] = [];

  const load = async () => {
    const ticket = ++latest;
    replay = [];
    write({ status: 'loading', error: null });
    try {
      const page = await fetchPage(read().query);
      if (ticket !== latest) {
        return;
      }
      const byId: Record<number, T> = {};
      for (const row of page.items) {
        byId[row.id] = row;
      }
      write({ ids: page.items.map((row) => row.id), byId, total: page.total, status: 'ready', error: null, freshIds: [] });
      onPage?.(page);
      const missed = replay;
      replay = [];
      for (const change of missed) {
        if (change.kind === 'added') {
          actions.rowAdded(change.row);
        } else if (change.kind === 'updated') {
          actions.rowUpdated(change.row);
        } else {
          actions.rowRemoved(change.id);
        }
      }
    } catch (error) {
      if (ticket === latest) {
        write({ status: 'error', error: errorMessage(error, 'Something went wrong. Please try again.') });
      }
    }
  };

  const remember = (change: LiveChange<T>) => {
    if (read().status === 'loading') {
      replay.push(change);
    }
  };

  const actions: PagedListActions<T, Q> = {
    listRequested: load,
    queryChanged: async (patch) => {
      const current = read().query;
      const resetsPage = Object.keys(patch).some((key) => key !== 'page');
      write({ query: { ...current, ...patch, page: resetsPage && patch.page === undefined ? 1 : (patch.page ?? current.page) } });
      await load();
    },
    rowUpdated: (row) => {
      remember({ kind: 'updated', row });
      const list = read();
      if (list.byId[row.id]) {
        write({ byId: { ...list.byId, [row.id]: row } });
      }
    },
    rowAdded: (row) => {
      remember({ kind: 'added', row });
      const list = read();
      if (list.status === 'idle' || list.byId[row.id] || (matches && !matches(row, list.query))) {
        return;
      }
      const onTop = newestFirst?.(list.query) ?? false;
      if (!onTop) {
        write({ total: list.total + 1 });
        return;
      }
      const ids = [row.id, ...list.ids];
      const byId = { ...list.byId, [row.id]: row };
      // Keep the page its size: the row pushed off the bottom now lives on page 2.
      for (const dropped of ids.splice(list.query.pageSize)) {
        delete byId[dropped];
      }
      write({ ids, byId, total: list.total + 1, freshIds: [...list.freshIds, row.id] });
    },
    rowRemoved: (id) => {
      remember({ kind: 'removed', id });
      const list = read();
      if (!list.byId[id]) {
        return;
      }
      const byId = { ...list.byId };
      delete byId[id];
      write({ ids: list.ids.filter((other) => other !== id), byId, total: Math.max(0, list.total - 1) });
    },
  };
  return actions;
}

/** The rows of the current page in order (use with useShallow). */
export function pageRows<T extends { id: number }, Q extends ListQuery>(list: PagedList<T, Q>): T[] {
  return list.ids.flatMap((id) => {
    const row = list.byId[id];
    return row ? [row] : [];
  });
}

/** The paging part of a query as the API takes it: numbers travel as query-string text. */
export function pagingParams(query: ListQuery): { page: string; pageSize: string; search?: string } {
  return { page: String(query.page), pageSize: String(query.pageSize), search: query.search.trim() || undefined };
}
