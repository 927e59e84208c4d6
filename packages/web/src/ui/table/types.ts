import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  key: K;
  order: SortOrder;
}

/** One column of a DataTable. */
export interface Column<T> {
  /** Stable key, also the React key of the cells. */
  key: string;
  /** The header text; also the label of the value on phone cards. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key: the header becomes a sort button. */
  sortKey?: string;
  align?: 'left' | 'right';
  /** A CSS width for the column (table layout only). */
  width?: string;
  /** Hidden below 1024 px: secondary detail such as a creation date. */
  hideOnNarrow?: boolean;
  /**
   * Its role on a phone card: the card's title, its action row, or (default) a
   * labelled line of the card's body.
   */
  mobile?: 'title' | 'actions' | 'line' | 'hidden';
}
