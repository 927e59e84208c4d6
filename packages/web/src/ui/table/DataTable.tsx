import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Skeleton } from '../Skeleton';
import { desktopQuery } from '../theme/media';
import { visuallyHidden } from '../visuallyHidden';
import { MobileCards } from './MobileCards';
import { SortHeader } from './SortHeader';
import type { Column, SortState } from './types';
import { useMediaQuery } from './useMediaQuery';

interface DataTableProps<T> {
  /** Names the table (caption) and its scroll region. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The server-side sort the rows are in; sortable columns show it. */
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  /** First load: skeleton rows instead of data. */
  loading?: boolean;
  /** A refetch is running: the rows stay, dimmed. */
  busy?: boolean;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  /** Rows that just arrived live get a short highlight. */
  isFresh?: (row: T) => boolean;
}

const SKELETON_ROWS = 6;

/**
 * The back office table: a real table in a labelled, keyboard-scrollable
 * region from 768 px, a list of cards on phones. Sorting is the server's: a
 * sortable header only reports the wanted order.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const desktop = useMediaQuery(desktopQuery);
  if (!desktop) {
    return <MobileCards {...props} />;
  }
  const { label, columns, rows, rowKey, sort, onSortChange, loading = false, busy = false, empty, isFresh } = props;
  const showEmpty = !loading && rows.length === 0;

  return (
    <Region role="region" aria-label={label} tabIndex={0}>
      <Table aria-busy={loading || busy || undefined} $busy={busy}>
        <Caption>{label}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th
                key={column.key}
                scope="col"
                $align={column.align}
                $narrowHidden={column.hideOnNarrow}
                style={column.width ? { width: column.width } : undefined}
                aria-sort={column.sortKey && sort?.key === column.sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sortKey && onSortChange ? (
                  <SortHeader column={column} sortKey={column.sortKey} sort={sort} onSortChange={onSortChange} />
                ) : (
                  column.header
                )}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            rows.length === 0 &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={`skeleton-${index}`}>
                {columns.map((column) => (
                  <Td key={column.key} $narrowHidden={column.hideOnNarrow}>
                    <Skeleton $height={14} $width={column.mobile === 'actions' ? '60px' : '80%'} />
                  </Td>
                ))}
              </tr>
            ))}
          {showEmpty && (
            <tr>
              <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
            </tr>
          )}
          {rows.map((row) => (
            <Tr key={rowKey(row)} $fresh={isFresh?.(row) ?? false}>
              {columns.map((column) => (
                <Td key={column.key} $align={column.align} $narrowHidden={column.hideOnNarrow}>
                  {column.cell(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Region>
  );
}

const flash = keyframes`
  from { background-color: var(--fresh-color); }
  to { background-color: transparent; }
`;

const Region = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const narrow = css<{ $narrowHidden?: boolean }>`
  ${({ $narrowHidden }) =>
    $narrowHidden &&
    css`
      @media (max-width: 1023px) {
        display: none;
      }
    `}
`;

const Th = styled.th<{ $align?: 'left' | 'right'; $narrowHidden?: boolean }>`
  padding: 10px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.04em;
  text-align: ${({ $align = 'left' }) => $align};
  text-transform: uppercase;
  white-space: nowrap;
  ${narrow}
`;

const Td = styled.td<{ $align?: 'left' | 'right'; $narrowHidden?: boolean }>`
  padding: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align = 'left' }) => $align};
  vertical-align: middle;
  ${narrow}
`;

const Tr = styled.tr<{ $fresh: boolean }>`
  --fresh-color: ${({ theme }) => theme.colors.accentSoft};
  transition: background-color 0.15s ease;
  ${({ $fresh }) =>
    $fresh &&
    css`
      animation: ${flash} 2.4s ease-out;
    `}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:last-child td {
    border-bottom: 0;
  }
`;

const EmptyCell = styled.td`
  padding: 0;
`;
