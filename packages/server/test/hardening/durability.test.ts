import { describe, expect, it } from 'vitest';
import { runDurability } from './durabilityRun.js';

/** SIGKILLs per run: 20 in CI, more by hand with HARDENING_KILLS (see SECURITY.md). */
const KILLS = Number(process.env.HARDENING_KILLS ?? 20);

describe('durability', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs at random moments`, { timeout: 900_000 }, async () => {
    const report = await runDurability({ kills: KILLS, seed: process.env.HARDENING_SEED ? Number(process.env.HARDENING_SEED) : undefined });
    console.info(
      `[hardening] durability: ${report.kills} SIGKILLs (seed ${report.seed}), acknowledged ${report.acknowledged.signals} signals, ` +
        `${report.acknowledged.payments} payments, ${report.acknowledged.decisions} approvals or rejections; acknowledged writes lost ${report.lost.length}, ` +
        `integrity problems ${report.integrity.length}`,
    );
    expect(report.lost).toEqual([]);
    expect(report.integrity).toEqual([]);
    expect(report.acknowledged.signals).toBeGreaterThan(0);
    expect(report.acknowledged.decisions).toBeGreaterThan(0);
  });
});
