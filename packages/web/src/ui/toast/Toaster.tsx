import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useToastStore } from '../../stores/toast';
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

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: calc(8px + env(safe-area-inset-top));
  left: 8px;
  right: 8px;
  pointer-events: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  @media (min-width: 768px) {
    top: auto;
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 400px;
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
