import { describe, expect, it } from 'vitest';
import { comeBackDelay, missedSince, RECONNECTION } from './reconnectPolicy';

describe('coming back after a drop', () => {
  it("comes back at a moment drawn over the window a stopping server names, at most a minute", () => {
    expect(comeBackDelay({ withinMs: 4000 }, () => 0)).toBe(0);
    expect(comeBackDelay({ withinMs: 4000 }, () => 0.5)).toBe(2000);
    expect(comeBackDelay({ withinMs: 4000 }, () => 0.999_99)).toBe(3999);
    expect(comeBackDelay({ withinMs: 3_600_000 }, () => 0.5)).toBe(30_000);
    // Clients drawing independently spread over the window.
    const draws = Array.from({ length: 1000 }, () => comeBackDelay({ withinMs: 10_000 })!);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(10_000);
    expect(new Set(draws.map((ms) => Math.floor(ms / 1000))).size).toBe(10);
  });

  it('waits out the time the server says its start takes before the window, at most ten seconds', () => {
    expect(comeBackDelay({ withinMs: 4000, afterMs: 900 }, () => 0)).toBe(900);
    expect(comeBackDelay({ withinMs: 4000, afterMs: 900 }, () => 0.5)).toBe(2900);
    expect(comeBackDelay({ withinMs: 4000, afterMs: 600_000 }, () => 0)).toBe(10_000);
    expect(comeBackDelay({ withinMs: 4000, afterMs: 'soon' }, () => 0)).toBe(0);
  });

  it('falls back on the jittered backoff for a notice that makes no sense', () => {
    for (const notice of [null, undefined, {}, { withinMs: -5 }, { withinMs: 'soon' }, { withinMs: Number.NaN }]) {
      expect(comeBackDelay(notice)).toBeNull();
    }
    // The backoff spreads clients dropped together: each wait drawn within ±50 %.
    expect(RECONNECTION.randomizationFactor).toBe(0.5);
  });

  it('asks, coming back, for every push since the moment a stopping server names, and for nothing when it names none', () => {
    expect(missedSince({ withinMs: 1000, at: 1_795_000_000_000 })).toBe(1_795_000_000_000);
    for (const notice of [{ withinMs: 1000 }, { withinMs: 1000, at: 'now' }, { withinMs: 1000, at: -1 }, { withinMs: 1000, at: 1.5 }, null]) {
      expect(missedSince(notice)).toBeUndefined();
    }
  });
});
