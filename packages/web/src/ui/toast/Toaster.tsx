import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { useToastStore } from '../../stores/toast';
import { BOTTOM_CHROME_VAR } from '../theme/bottomChrome';
import { TRAP_EXEMPT_ATTRIBUTE } from '../useFocusTrap';
import { toastPlacement } from './placement';
import { ToastItem } from './ToastItem';

const HOTKEY = 'F8';
/** A press this recent is the action a toast answers; an older one is not in use any more (a live toast arriving later). */
const PRESS_IN_USE_MS = 10_000;

/** The toast region: rendered once at the root; F8 moves focus into it. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const t = useT();
  const hydrated = useHydrated();
  const regionRef = useRef<HTMLElement>(null);
  const newest = toasts[0]?.id;
  // The control last pressed: a form that moves focus to a field after a failed submit still has its button in use.
  const pressedRef = useRef<{ element: Element | null; at: number }>({ element: null, at: 0 });

  useEffect(() => {
    const handlePointerDown = (event: PointerEvent) => {
      const element = event.target instanceof Element ? event.target.closest('button, a, input, select, textarea, [role="button"], [role="tab"]') : null;
      pressedRef.current = { element, at: event.timeStamp };
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => document.removeEventListener('pointerdown', handlePointerDown, true);
  }, []);

  // Before the new toast paints: measured at the usual edge, it moves to the other one if it would cover a control in use.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || newest === undefined) {
      return;
    }
    region.dataset.placement = 'bottom';
    const pressed = performance.now() - pressedRef.current.at < PRESS_IN_USE_MS ? pressedRef.current.element : null;
    const inUse = [document.activeElement, pressed].filter(
      (element): element is Element => element instanceof Element && element !== document.body && element.isConnected && !region.contains(element),
    );
    region.dataset.placement = toastPlacement(
      region.getBoundingClientRect(),
      inUse.map((element) => element.getBoundingClientRect()),
    );
  }, [newest]);

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

  if (!hydrated) {
    return null;
  }
  return createPortal(
    <Region ref={regionRef} aria-label={t('ui.toast.region', { hotkey: HOTKEY })} tabIndex={-1} {...{ [TRAP_EXEMPT_ATTRIBUTE]: '' }}>
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
 * tables keep their row actions and dialogs their buttons. When that spot would
 * cover the control in use (a form's submit button low on a phone), the toast
 * takes the top edge instead.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  bottom: calc(var(${BOTTOM_CHROME_VAR}, env(safe-area-inset-bottom)) + 8px);
  left: 8px;
  right: 8px;
  pointer-events: none;

  &[data-placement='top'] {
    top: calc(8px + env(safe-area-inset-top));
    bottom: auto;
  }

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

// Not a list: each toast is its own live region (role status or alert), and a list may only hold list items.
const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
