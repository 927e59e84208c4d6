import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ListQuery, PagedList } from '../../../stores/admin/pagedList';
import { PAGE_SIZES } from '../../../stores/admin/pagedList';
import { useT } from '../../../i18n/useT';
import { ErrorState } from '../../../ui';
import { DataTable, Pagination, type Column, type SortState } from '../../../ui/table';

interface PagedTableProps<T extends { id: number }, Q extends ListQuery & { sort?: string; order?: 'asc' | 'desc' }> {
  /** The table's accessible name, in the language shown ("Payments"). */
  label: string;
  list: PagedList<T, Q>;
  rows: T[];
  columns: Column<T>[];
  empty: ReactNode;
  /** Changes the query (filters, sort, page); the store fetches. */
  onQueryChange: (patch: Partial<Q>) => void;
  onRetry: () => void;
  /**
   * What the rows are, in the language shown: a plural noun as it reads mid-sentence ("payments",
   * "Zahlungen", "支払い"), for the pager ("Showing 1–25 of 80 payments") and the error ("Could not load the payments").
   */
  noun: string;
}

/**
 * A store-backed table with its states: skeleton on the first load, the rows
 * dimmed while a new page loads, an error with a retry, the pager below.
 */
export function PagedTable<T extends { id: number }, Q extends ListQuery & { sort?: string; order?: 'asc' | 'desc' }>({
  label,
  list,
  rows,
  columns,
  empty,
  onQueryChange,
  onRetry,
  noun,
}: PagedTableProps<T, Q>) {
  const t = useT();
  const { query, status, error, total, freshIds } = list;
  if (status === 'error' && rows.length === 0) {
    return <ErrorState title={t('admin.table.loadFailed', { noun })} description={error ?? undefined} onRetry={onRetry} />;
  }
  const sort: SortState | undefined = query.sort && query.order ? { key: query.sort, order: query.order } : undefined;
  return (
    <>
      {status === 'error' && (
        <InlineError role="alert">
          <TriangleAlertIcon size={16} />
          {error}
          <RetryLink type="button" onClick={onRetry}>
            {t('common.retry')}
          </RetryLink>
        </InlineError>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => onQueryChange({ sort: next.key, order: next.order } as Partial<Q>)}
        loading={status === 'loading' || status === 'idle'}
        busy={status === 'loading' && rows.length > 0}
        empty={empty}
        isFresh={(row) => freshIds.includes(row.id)}
      />
      {(total > 0 || query.page > 1) && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          noun={noun}
          onPageChange={(page) => onQueryChange({ page } as Partial<Q>)}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={(pageSize) => onQueryChange({ pageSize } as Partial<Q>)}
        />
      )}
    </>
  );
}

const InlineError = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.loss};
  font-size: 14px;
`;

const RetryLink = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: 650;
  text-decoration: underline;
  cursor: pointer;
`;
