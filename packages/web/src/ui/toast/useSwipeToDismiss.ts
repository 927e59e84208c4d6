import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/** A rightward swipe past this many pixels dismisses the toast (spec). */
export const SWIPE_THRESHOLD_PX = 50;

/** Drag a toast to the right; let go past the threshold to dismiss, before it to snap back. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as Element).closest('button')) {
        return;
      }
      start.current = { x: event.clientX, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) {
        setOffset(Math.max(0, event.clientX - start.current.x));
      }
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId !== event.pointerId) {
        return;
      }
      const distance = event.clientX - start.current.x;
      start.current = null;
      if (distance > SWIPE_THRESHOLD_PX) {
        onDismiss();
      } else {
        setOffset(0);
      }
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };

  const style: CSSProperties | undefined =
    offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200), transition: 'none' } : undefined;

  return { handlers, style };
}
