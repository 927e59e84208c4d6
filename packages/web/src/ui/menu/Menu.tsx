import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { MenuItemView, type MenuEntry } from './MenuItem';

interface MenuProps {
  /** The menu's accessible name, and the button's unless `buttonLabel` is given. */
  label: string;
  /** The button's accessible name, when it must include what the button shows (WCAG 2.5.3). */
  buttonLabel?: string;
  /** What the button shows (an avatar, an icon). */
  trigger: ReactNode;
  entries: MenuEntry[];
  /** Non-interactive content above the items (who is signed in). */
  header?: ReactNode;
}

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes back to the
 * button; Tab or a click outside closes.
 */
export function Menu({ label, buttonLabel, trigger, entries, header }: MenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  // Each entry's position among the focusable items (separators are skipped).
  const itemIndexes = entries.map((_, position) => entries.slice(0, position).filter((e) => e.kind !== 'separator').length);
  const itemCount = entries.filter((entry) => entry.kind !== 'separator').length;

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  };

  // Moves DOM focus to the active item once the menu has rendered.
  useEffect(() => {
    if (open) {
      itemRefs.current[activeIndex]?.focus();
    }
  }, [open, activeIndex]);

  useEffect(() => {
    if (!open) {
      return;
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = itemCount - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex === last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        {trigger}
      </Trigger>
      {open && (
        <Popover>
          {header}
          <div role="menu" id={menuId} aria-label={label} onKeyDown={handleMenuKeyDown}>
            {entries.map((entry, position) => {
              if (entry.kind === 'separator') {
                return <Separator key={`separator-${position}`} role="separator" />;
              }
              const index = itemIndexes[position] ?? 0;
              return (
                <MenuItemView
                  key={entry.label}
                  entry={entry}
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  onSelected={() => close(entry.kind === 'action')}
                />
              );
            })}
          </div>
        </Popover>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 8px 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

const Popover = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: 260px;
  max-height: calc(100dvh - 90px);
  overflow-y: auto;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Separator = styled.div`
  height: 1px;
  margin: 6px 4px;
  background: ${({ theme }) => theme.colors.border};
`;
