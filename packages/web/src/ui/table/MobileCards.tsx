import { useId, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useT } from '../../i18n/useT';
import { Skeleton } from '../Skeleton';
import { focusRing } from '../theme/focusRing';
import type { Column, SortState } from './types';

interface MobileCardsProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  loading?: boolean;
  busy?: boolean;
  empty: ReactNode;
  isFresh?: (row: T) => boolean;
}

/** A table's rows as cards, for phones: title on top, labelled lines, actions at the bottom. */
export function MobileCards<T>({ label, columns, rows, rowKey, sort, onSortChange, loading, busy, empty, isFresh }: MobileCardsProps<T>) {
  const sortId = useId();
  const t = useT();
  const titles = columns.filter((c) => c.mobile === 'title');
  const lines = columns.filter((c) => (c.mobile ?? 'line') === 'line');
  const actions = columns.filter((c) => c.mobile === 'actions');
  const sortable = columns.filter((c) => c.sortKey);

  return (
    <div>
      {sortable.length > 0 && onSortChange && (
        <SortRow>
          <label htmlFor={sortId}>{t('ui.table.sortBy')}</label>
          <SortSelect
            id={sortId}
            value={sort ? `${sort.key}:${sort.order}` : ''}
            onChange={(event) => {
              const [key = '', order] = event.target.value.split(':');
              onSortChange({ key, order: order === 'asc' ? 'asc' : 'desc' });
            }}
          >
            {sortable.flatMap((column) => [
              <option key={`${column.key}-desc`} value={`${column.sortKey}:desc`}>
                {t('ui.table.descending', { column: column.header })}
              </option>,
              <option key={`${column.key}-asc`} value={`${column.sortKey}:asc`}>
                {t('ui.table.ascending', { column: column.header })}
              </option>,
            ])}
          </SortSelect>
        </SortRow>
      )}
      {!loading && rows.length === 0 ? (
        empty
      ) : (
        <List aria-label={label} aria-busy={loading || busy || undefined} $busy={busy ?? false}>
          {loading && rows.length === 0
            ? Array.from({ length: 4 }, (_, index) => (
                <Item key={`skeleton-${index}`} $fresh={false}>
                  <Skeleton $height={18} $width="60%" />
                  <Skeleton $height={14} $width="90%" />
                  <Skeleton $height={14} $width="70%" />
                </Item>
              ))
            : rows.map((row) => (
                <Item key={rowKey(row)} $fresh={isFresh?.(row) ?? false}>
                  {titles.length > 0 && <Title>{titles.map((column) => <div key={column.key}>{column.cell(row)}</div>)}</Title>}
                  {lines.length > 0 && (
                    <Lines>
                      {lines.map((column) => (
                        <Line key={column.key}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(row)}</dd>
                        </Line>
                      ))}
                    </Lines>
                  )}
                  {actions.map((column) => (
                    <Actions key={column.key}>{column.cell(row)}</Actions>
                  ))}
                </Item>
              ))}
        </List>
      )}
    </div>
  );
}

const flash = keyframes`
  from { box-shadow: 0 0 0 2px var(--fresh-color); }
  to { box-shadow: 0 0 0 0 transparent; }
`;

const SortRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SortSelect = styled.select`
  flex: 1;
  /* A select is as wide as its longest option ("Пара (по возрастанию)"): let it shrink to the row instead of widening a phone's page. */
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  ${focusRing}
`;

const List = styled.ul<{ $busy: boolean }>`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;

const Item = styled.li<{ $fresh: boolean }>`
  --fresh-color: ${({ theme }) => theme.colors.accent};
  display: grid;
  gap: 10px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  ${({ $fresh }) =>
    $fresh &&
    css`
      animation: ${flash} 2.4s ease-out;
    `}
`;

const Title = styled.div`
  display: grid;
  gap: 4px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Lines = styled.dl`
  display: grid;
  gap: 6px;
  margin: 0;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-size: 14px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    min-width: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
