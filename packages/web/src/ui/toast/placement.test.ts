import { describe, expect, it } from 'vitest';
import { toastPlacement } from './placement';

const bottomZone = { top: 720, bottom: 800, left: 8, right: 367 };

describe('toastPlacement', () => {
  it('keeps the bottom edge when nothing is focused or the focused control is elsewhere', () => {
    expect(toastPlacement(bottomZone, [])).toBe('bottom');
    expect(toastPlacement(bottomZone, [{ top: 180, bottom: 220, left: 40, right: 330 }])).toBe('bottom');
  });

  it('moves to the top when the toast would cover the control just used', () => {
    expect(toastPlacement(bottomZone, [{ top: 180, bottom: 220, left: 40, right: 330 }, { top: 700, bottom: 750, left: 37, right: 338 }])).toBe('top');
  });

  it('counts boxes that only touch as apart', () => {
    expect(toastPlacement(bottomZone, [{ top: 670, bottom: 720, left: 37, right: 338 }])).toBe('bottom');
  });
});
