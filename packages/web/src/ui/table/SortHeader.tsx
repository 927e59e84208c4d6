import styled from 'styled-components';
import { focusRing } from '../theme/focusRing';
import type { Column, SortState } from './types';

interface SortHeaderProps<T> {
  column: Column<T>;
  sortKey: string;
  sort?: SortState;
  onSortChange: (next: SortState) => void;
}

/** A sortable column header: a button that flips the order, with an arrow for the current one. */
export function SortHeader<T>({ column, sortKey, sort, onSortChange }: SortHeaderProps<T>) {
  const active = sort?.key === sortKey;
  const order = active ? sort.order : undefined;
  const next: SortState = { key: sortKey, order: active && order === 'desc' ? 'asc' : 'desc' };
  return (
    <Button type="button" $active={active} onClick={() => onSortChange(next)}>
      {column.header}
      <Arrow aria-hidden="true" $active={active}>
        {order === 'asc' ? '↑' : order === 'desc' ? '↓' : '↕'}
      </Arrow>
    </Button>
  );
}

const Button = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: -4px -6px;
  padding: 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : 'inherit')};
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const Arrow = styled.span<{ $active: boolean }>`
  opacity: ${({ $active }) => ($active ? 1 : 0.45)};
  font-size: 12px;
`;
