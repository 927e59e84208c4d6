import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useToastStore } from '../../stores/toast';
import { BOTTOM_CHROME_VAR } from '../theme/bottomChrome';
import { TRAP_EXEMPT_ATTRIBUTE } from '../useFocusTrap';
import { ToastItem } from './ToastItem';

const HOTKEY = 'F8';

/** The toast region: rendered once at the root; F8 moves focus into it. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return createPortal(
    <Region ref={regionRef} aria-label={`Messages (${HOTKEY})`} tabIndex={-1} {...{ [TRAP_EXEMPT_ATTRIBUTE]: '' }}>
      <List>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </List>
    </Region>,
    document.body,
  );
}

/*
 * Where a toast covers no control: on phones at the bottom, above the bottom bar
 * where there is one (the header's buttons and a form's tabs are at the top);
 * from 768 px in the bottom-left corner, away from the right-hand column where
 * tables keep their row actions and dialogs their buttons.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  bottom: calc(var(${BOTTOM_CHROME_VAR}, env(safe-area-inset-bottom)) + 8px);
  left: 8px;
  right: 8px;
  pointer-events: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  @media (min-width: 768px) {
    left: 24px;
    right: auto;
    bottom: 24px;
    width: 380px;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
