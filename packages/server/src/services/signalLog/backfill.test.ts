import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Signal, SignalLogLeaf } from '../../db/models/index.js';
import { buildClosedSignal, buildSignal } from '../../../test/support/factories/signals.js';
import { startTestServer } from '../../../test/support/testServer.js';

// Issue 45: the first start after the log was introduced commits everything published before, in the order it
// happened, and says it was committed after the fact.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-backfill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const at = (day: number) => new Date(Date.UTC(2025, 5, day, 10));

describe('filling the signal log on the first start', () => {
  it('appends every published signal and event in time order, marked backfilled, once', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir });
    const db = first.app.db;
    // As an older version left them: published signals with their steps, one ended without any (before outcomes had
    // events), one premium, and a draft never shown.
    const later = await buildSignal(db, { createdAt: at(3), isPremium: true, signalType: 'futures' });
    const earlier = await buildClosedSignal(db, { outcome: 'won', resultPercent: 1.5, exitPrice: 68900, closedAt: at(4) }, { createdAt: at(1) });
    const rowOnly = await buildClosedSignal(db, { outcome: 'lost', resultPercent: -0.8, closedAt: at(5) }, { createdAt: at(2) });
    const draft = await buildSignal(db, { createdAt: at(2), announcedAt: null, isActive: false });
    await db('signalEvents').insert([
      { signalId: later.id, kind: 'tp1_hit', price: 3600, resultPercent: null, note: null, reason: null, createdBy: null, createdAt: at(6) },
      { signalId: earlier.id, kind: 'closed', price: null, resultPercent: 1.5, note: null, reason: null, createdBy: null, createdAt: at(4) },
    ]);
    await first.close();

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      const leaves = await SignalLogLeaf.query(second.app.db).orderBy('position');
      const read = leaves.map((leaf) => JSON.parse(leaf.leaf) as Record<string, unknown>);
      expect(read.map((leaf) => [leaf.kind, leaf.signalId, leaf.at])).toEqual([
        ['signal', earlier.id, at(1).toISOString()],
        ['signal', rowOnly.id, at(2).toISOString()],
        ['signal', later.id, at(3).toISOString()],
        ['closed', earlier.id, at(4).toISOString()],
        // Ended with no closing event: its outcome from its row, so the leaves count it as the record does.
        ['closed', rowOnly.id, at(5).toISOString()],
        ['tp1_hit', later.id, at(6).toISOString()],
      ]);
      expect(read.every((leaf) => leaf.backfilled === true)).toBe(true);
      expect(read[4]).toMatchObject({ outcome: 'lost', resultPercent: -0.8 });
      // A publication says what was published: no exit, which only the close knows.
      expect(read[0]).toMatchObject({ trade: { exitPrice: null } });
      expect(read[2]).toHaveProperty('commitment');
      expect(read[2]).not.toHaveProperty('trade');
      expect(read.some((leaf) => leaf.signalId === draft.id)).toBe(false);
      // Each signal points at its publication; the time it was logged is now, after its outcome.
      const logged = await Signal.query(second.app.db).findById(earlier.id);
      expect(logged!.logIndex).toBe(0);
      expect(logged!.loggedAt!.getTime()).toBeGreaterThan(at(4).getTime());
      expect((await Signal.query(second.app.db).findById(draft.id))!.logIndex).toBeNull();
    } finally {
      await second.close();
    }

    // A log with anything in it is never filled again.
    const third = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect(await SignalLogLeaf.query(third.app.db).resultSize()).toBe(6);
    } finally {
      await third.close();
    }
  });
});
