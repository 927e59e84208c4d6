/**
 * The height a toast takes at the bottom edge with its margin (two lines of text), which screens
 * keep free below their content so that, scrolled to the end, nothing sits under one.
 */
export const TOAST_ZONE_PX = 104;

/** Where the toast region sits: its usual edge, or the other one when that would cover the control in use. */
export type ToastPlacement = 'bottom' | 'top';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The toast region's edge for a new toast: the bottom, unless the region there
 * would cover a control in use (the button just pressed, the field a form sent
 * the user back to), which the user is about to use again.
 *
 * @param region the region's box at its usual (bottom) edge, with the new toast in it.
 * @param controls the boxes of the controls in use.
 */
export function toastPlacement(region: Box, controls: Box[]): ToastPlacement {
  return controls.some((control) => overlaps(region, control)) ? 'top' : 'bottom';
}
