import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../lib/useHydrated';
import { focusRing } from './theme/focusRing';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for assistive tech. */
  label: string;
  items: TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and
 * select; only the selected tab is in the tab order. Every panel element
 * exists (so aria-controls always points somewhere), but only the selected one
 * has content: two forms with the same labels must not coexist in the page.
 */
export function Tabs<T extends string>({ label, items, value, onValueChange }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const hydrated = useHydrated();

  const select = (next: T) => {
    onValueChange(next);
    tabRefs.current.get(next)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) {
      return;
    }
    event.preventDefault();
    const item = items[target];
    if (item) {
      select(item.value);
    }
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) {
                  tabRefs.current.set(item.value, node);
                } else {
                  tabRefs.current.delete(item.value);
                }
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              // Until the app has adopted a page rendered at build time, another tab could not open: say so.
              disabled={!selected && !hydrated}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.value}`}
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={item.value !== value}
        >
          {item.value === value && item.content}
        </Panel>
      ))}
    </div>
  );
}

/* Labels never wrap inside a tab (the text would spill out of its 38 px): where they cannot all fit, the row scrolls. */
const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  /* Equal shares where the labels fit; a label wider than its share keeps its width. */
  flex: 1 1 0;
  min-width: max-content;
  height: 38px;
  padding: 0 8px;
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $selected }) => ($selected ? '0 1px 3px rgba(0, 0, 0, 0.25)' : 'none')};
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

const Panel = styled.div`
  padding-top: 20px;
`;
