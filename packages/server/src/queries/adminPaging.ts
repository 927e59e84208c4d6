import type { Knex } from 'knex';
import type { Model, QueryBuilder } from 'objection';
import { ADMIN_PAGE_DEFAULT, type Page } from '@signals/protocol';

/** The paging part of every admin list query, after the protocol parsed it. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/** The page and size to serve: the first page of the default size unless asked otherwise. */
export function pageOf(request: PageRequest): { page: number; pageSize: number } {
  return { page: request.page ?? 1, pageSize: request.pageSize ?? ADMIN_PAGE_DEFAULT };
}

/**
 * Runs a list query for one page and counts the whole result, then maps the
 * rows to their API shape.
 */
export async function fetchPage<M extends Model, T>(
  query: QueryBuilder<M, M[]>,
  request: PageRequest,
  present: (row: M) => T,
): Promise<Page<T>> {
  const { page, pageSize } = pageOf(request);
  const [rows, total] = await Promise.all([query.clone().offset((page - 1) * pageSize).limit(pageSize), query.clone().resultSize()]);
  return { items: rows.map(present), total, page, pageSize };
}

/** LIKE's escape character; chosen over the backslash, which the two engines quote differently. */
const LIKE_ESCAPE = '!';

/** A LIKE pattern matching `term` anywhere, its own wildcards taken literally, lower-cased. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** A LIKE pattern matching values that start with `term`, lower-cased. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term.toLowerCase())}%`;
}

function escapeLike(term: string): string {
  return term.replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/** An SQL column expression to search in: a column name, or raw SQL for computed text. */
export type SearchColumn = string | Knex.Raw;

/**
 * Narrows a query to rows where any of the columns contains `term`,
 * case-insensitively on both SQLite and PostgreSQL (lower() on both sides).
 * An empty or absent term leaves the query as it is.
 */
export function whereAnyContains<M extends Model, R>(query: QueryBuilder<M, R>, columns: SearchColumn[], term: string | undefined): QueryBuilder<M, R> {
  if (!term) {
    return query;
  }
  const pattern = containsPattern(term);
  return query.where((inner) => {
    for (const column of columns) {
      inner.orWhereRaw(`lower(${typeof column === 'string' ? '??' : '?'}) like ? escape '${LIKE_ESCAPE}'`, [column, pattern]);
    }
  });
}

/** A case-insensitive LIKE on an SQL expression, for callers composing their own conditions. */
export function likeSql(expression: string): string {
  return `lower(${expression}) like ? escape '${LIKE_ESCAPE}'`;
}
