import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

interface BaseEntry {
  label: string;
  icon?: LucideIcon;
  /** Destructive actions (log out) read in the loss colour. */
  tone?: 'default' | 'danger';
}

export type MenuEntry =
  | (BaseEntry & { kind: 'link'; to: string })
  | (BaseEntry & { kind: 'action'; onSelect: () => void })
  | { kind: 'separator' };

type ItemEntry = Exclude<MenuEntry, { kind: 'separator' }>;

interface MenuItemViewProps {
  entry: ItemEntry;
  ref: Ref<HTMLElement>;
  /** Called after the item did its job, so the menu can close. */
  onSelected: () => void;
}

/** One menu item: a router link or a button, both with role menuitem and roving focus. */
export function MenuItemView({ entry, ref, onSelected }: MenuItemViewProps) {
  const content = (
    <>
      {entry.icon && <entry.icon size={18} />}
      <span>{entry.label}</span>
    </>
  );
  if (entry.kind === 'link') {
    return (
      <ItemLink ref={ref as Ref<HTMLAnchorElement>} to={entry.to} role="menuitem" tabIndex={-1} $tone={entry.tone} onClick={onSelected}>
        {content}
      </ItemLink>
    );
  }
  return (
    <ItemButton
      ref={ref as Ref<HTMLButtonElement>}
      type="button"
      role="menuitem"
      tabIndex={-1}
      $tone={entry.tone}
      onClick={() => {
        onSelected();
        entry.onSelect();
      }}
    >
      {content}
    </ItemButton>
  );
}

const itemStyles = css<{ $tone?: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 42px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.loss : theme.colors.text)};
  font-size: 14px;
  font-weight: 500;
  text-align: left;
  cursor: pointer;

  svg {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.loss : theme.colors.textMuted)};
  }
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: none;
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const ItemLink = styled(Link)<{ $tone?: 'default' | 'danger' }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $tone?: 'default' | 'danger' }>`
  ${itemStyles}
`;
