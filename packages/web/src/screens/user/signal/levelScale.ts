/** A level placed on the scale: its share of the way down (0 at the highest price, 1 at the lowest) and where its label sits. */
export interface PlacedLevel<T> {
  level: T;
  /** Where the price is, 0 (top) to 1 (bottom): to scale. */
  at: number;
  /** Where its label's centre is, in pixels from the top: at the price, or moved just enough not to cover another label. */
  labelTop: number;
}

/**
 * Places price levels on a vertical scale from the highest to the lowest, to scale, and their labels beside them no
 * closer than `gap` pixels, moving a label off its price only as far as it must (a target a hair from the entry), and
 * never outside the scale's `height`.
 *
 * @param levels each with its price.
 * @param height the scale's height in pixels.
 * @param gap the least distance between two labels' centres.
 */
export function placeLevels<T extends { price: number }>(levels: readonly T[], height: number, gap: number): PlacedLevel<T>[] {
  if (levels.length === 0) {
    return [];
  }
  const prices = levels.map((level) => level.price);
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const span = high - low;
  const placed = [...levels]
    .sort((a, b) => b.price - a.price)
    .map((level) => {
      const at = span === 0 ? 0.5 : (high - level.price) / span;
      return { level, at, labelTop: at * height };
    });
  // Downwards, each label at least `gap` below the one above; then upwards, pushed back inside the scale.
  for (let index = 1; index < placed.length; index += 1) {
    placed[index]!.labelTop = Math.max(placed[index]!.labelTop, placed[index - 1]!.labelTop + gap);
  }
  let limit = height;
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    placed[index]!.labelTop = Math.min(placed[index]!.labelTop, limit);
    limit = placed[index]!.labelTop - gap;
  }
  return placed;
}
