import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements that may take focus even while a trap is active (the toast region, reachable with F8). */
export const TRAP_EXEMPT_ATTRIBUTE = 'data-focus-trap-exempt';

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (node) => !node.hasAttribute('hidden') && node.getClientRects().length > 0,
  );
}

/**
 * Keep keyboard focus inside `container` while `active`: Tab wraps, focus that
 * escapes is pulled back, and the element focused before is focused again after.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const node = container.current;
    if (!active || !node) {
      return;
    }
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = focusableWithin(node)[0] ?? node;
    first.focus();

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') {
        return;
      }
      const items = focusableWithin(node);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    const handleFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && !node.contains(target) && !(target instanceof Element && target.closest(`[${TRAP_EXEMPT_ATTRIBUTE}]`))) {
        (focusableWithin(node)[0] ?? node).focus();
      }
    };

    node.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      node.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      previous?.focus();
    };
  }, [container, active]);
}
