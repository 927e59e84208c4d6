import { describe, expect, it } from 'vitest';
import { placeLevels } from './levelScale';

const names = (placed: ReturnType<typeof placeLevels<{ name: string; price: number }>>) => placed.map((p) => p.level.name);

describe('placing a trade’s levels to scale', () => {
  it('puts the highest price on top and the lowest at the bottom, the rest in proportion', () => {
    const placed = placeLevels([{ name: 'entry', price: 2400 }, { name: 'tp1', price: 2500 }, { name: 'stop', price: 2300 }], 200, 20);
    expect(names(placed)).toEqual(['tp1', 'entry', 'stop']);
    expect(placed.map((p) => p.at)).toEqual([0, 0.5, 1]);
    expect(placed.map((p) => p.labelTop)).toEqual([0, 100, 200]);
  });

  it('moves a label off its price only as far as it must to clear the one above, and keeps all inside the scale', () => {
    const placed = placeLevels([{ name: 'entry', price: 100 }, { name: 'tp1', price: 100.01 }, { name: 'tp2', price: 110 }, { name: 'stop', price: 99.99 }], 200, 24);
    expect(names(placed)).toEqual(['tp2', 'tp1', 'entry', 'stop']);
    const tops = placed.map((p) => p.labelTop);
    for (let index = 1; index < tops.length; index += 1) {
      expect(tops[index]! - tops[index - 1]!).toBeGreaterThanOrEqual(24);
    }
    expect(Math.max(...tops)).toBeLessThanOrEqual(200);
    expect(Math.min(...tops)).toBeGreaterThanOrEqual(0);
    // The prices themselves stay to scale.
    expect(placed[0]!.at).toBe(0);
    expect(placed[3]!.at).toBe(1);
  });
});
