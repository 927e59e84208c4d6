import type { SignalLogHead, SignalLogKey, TrackRecord, TrackRecordFigures } from '@signals/protocol';

/** Figures of a record with no closed signal yet: counts at zero, rates and averages null. */
export function emptyFigures(patch: Partial<TrackRecordFigures> = {}): TrackRecordFigures {
  return {
    total: 0,
    closed: 0,
    won: 0,
    lost: 0,
    breakeven: 0,
    cancelled: 0,
    voided: 0,
    awaiting: 0,
    winRate: null,
    averageResultPercent: null,
    cumulativeResultPercent: 0,
    bestResultPercent: null,
    worstResultPercent: null,
    ...patch,
  };
}

/**
 * A track record as the server answers it: by default 12 signals, 10 closed
 * (6 won, 3 lost, 1 breakeven), 1 cancelled and 1 awaiting its outcome, over two months.
 */
export function trackRecord(patch: Partial<TrackRecord> = {}): TrackRecord {
  return {
    ...emptyFigures({
      total: 12,
      closed: 10,
      won: 6,
      lost: 3,
      breakeven: 1,
      cancelled: 1,
      awaiting: 1,
      winRate: 60,
      averageResultPercent: 1.25,
      cumulativeResultPercent: 12.5,
      bestResultPercent: 4.8,
      worstResultPercent: -2.1,
    }),
    byType: {
      arbitrage: emptyFigures({ total: 4, closed: 4, won: 3, lost: 1, winRate: 75, averageResultPercent: 0.8, cumulativeResultPercent: 3.2, bestResultPercent: 1.5, worstResultPercent: -0.4 }),
      forex: emptyFigures({ total: 3, closed: 2, won: 1, lost: 1, cancelled: 1, winRate: 50, averageResultPercent: 0.45, cumulativeResultPercent: 0.9, bestResultPercent: 1.9, worstResultPercent: -1 }),
      futures: emptyFigures({ total: 5, closed: 4, won: 2, lost: 1, breakeven: 1, awaiting: 1, winRate: 50, averageResultPercent: 2.1, cumulativeResultPercent: 8.4, bestResultPercent: 4.8, worstResultPercent: -2.1 }),
    },
    byMonth: [
      { month: '2026-09', closed: 4, won: 3, lost: 1, resultPercent: 7.5 },
      { month: '2026-10', closed: 6, won: 3, lost: 2, resultPercent: 5 },
    ],
    recent: [],
    asOf: '2026-11-01T12:00:00.000Z',
    ...patch,
  };
}

/** A record before any signal closed. */
export function emptyTrackRecord(): TrackRecord {
  const none = emptyFigures();
  return { ...none, byType: { arbitrage: none, forex: none, futures: none }, byMonth: [], recent: [], asOf: '2026-11-01T12:00:00.000Z' };
}

/** The signal log's signed head as the server answers it: 42 entries, signed a few seconds after the record's `asOf`. */
export function signalLogHead(patch: Partial<SignalLogHead> = {}): SignalLogHead {
  return {
    treeSize: 42,
    rootHash: `a1b2c3d4e5f6${'0'.repeat(52)}`,
    timestamp: Date.parse('2026-11-01T12:00:05.000Z'),
    signature: 'c2lnbmVkIGJ5IHRoZSBsb2cncyBrZXk=',
    ...patch,
  };
}

/** The log's public key as the server answers it. */
export function signalLogKey(): SignalLogKey {
  return { publicKey: 'Zm9yIHRlc3RzOiAzMiBieXRlcyBvZiBhIGtleSEhISE=', algorithm: 'Ed25519' };
}
