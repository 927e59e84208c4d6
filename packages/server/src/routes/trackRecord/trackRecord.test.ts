import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockedSignal, TrackRecord } from '@signals/protocol';
import type { Signal } from '../../db/models/index.js';
import { buildClosedSignal, buildSignal, type Ending } from '../../../test/support/factories/signals.js';
import { withSettings } from '../../../test/support/settings.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

// This file's server holds only the signals built here, so every figure is exact and worked out by hand below.
let server: TestServer;
let visitor: TestClient;
const table: Signal[] = [];

const at = (iso: string) => new Date(`${iso}Z`);
const YEAR_2025 = 'from=2025-01-01&to=2025-12-31';

/** The case table: a dozen signals of every type and outcome over five months of 2025 (numbered 1-13 in the comments). */
const CASES: Array<{ created: string; ending: Ending | null; overrides: Parameters<typeof buildSignal>[1] }> = [
  /* 1 */ { created: '2025-01-05T10:00:00', ending: { outcome: 'won', resultPercent: 1.2, closedAt: at('2025-01-06T10:00:00') }, overrides: { signalType: 'arbitrage' } },
  /* 2 */ { created: '2025-01-10T10:00:00', ending: { outcome: 'lost', resultPercent: -0.4, closedAt: at('2025-01-11T10:00:00') }, overrides: { signalType: 'arbitrage', isPremium: true } },
  /* 3 */ { created: '2025-01-20T10:00:00', ending: { outcome: 'cancelled', closedAt: at('2025-01-21T10:00:00') }, overrides: { signalType: 'arbitrage', closeReason: 'Entry never reached, no fill' } },
  /* 4 */ { created: '2025-02-01T10:00:00', ending: { outcome: 'won', resultPercent: 0.85, exitPrice: 1.0934, closedAt: at('2025-02-03T10:00:00') }, overrides: { signalType: 'forex' } },
  /* 5 */ { created: '2025-02-10T10:00:00', ending: { outcome: 'breakeven', resultPercent: 0, exitPrice: 1.0842, closedAt: at('2025-02-12T10:00:00') }, overrides: { signalType: 'forex', isPremium: true } },
  /* 6 */ { created: '2025-02-20T10:00:00', ending: { outcome: 'lost', resultPercent: -0.6, exitPrice: 1.0777, closedAt: at('2025-03-01T00:00:00') }, overrides: { signalType: 'forex', isPremium: true } },
  /* 7 */ { created: '2025-03-02T10:00:00', ending: { outcome: 'won', resultPercent: 2.5, exitPrice: 3587.5, closedAt: at('2025-03-05T10:00:00') }, overrides: { signalType: 'futures', isPremium: true } },
  /* 8 */ { created: '2025-03-10T10:00:00', ending: { outcome: 'won', resultPercent: 1.75, exitPrice: 3561.25, closedAt: at('2025-03-12T10:00:00') }, overrides: { signalType: 'futures' } },
  /* 9 */ { created: '2025-03-20T10:00:00', ending: { outcome: 'lost', resultPercent: -1.25, exitPrice: 3456.25, closedAt: at('2025-04-02T10:00:00') }, overrides: { signalType: 'futures', isPremium: true } },
  /* 10 */ { created: '2025-04-05T10:00:00', ending: null, overrides: { signalType: 'futures', isPremium: true } },
  /* 11 */ { created: '2025-04-10T10:00:00', ending: null, overrides: { signalType: 'arbitrage' } },
  /* 12 */ { created: '2025-04-15T10:00:00', ending: { outcome: 'cancelled', closedAt: at('2025-04-16T10:00:00') }, overrides: { signalType: 'forex', isPremium: true } },
  // Published in the last minute of April, closed in the first hour of May: the window's last day and the closing month both count in UTC.
  /* 13 */ { created: '2025-04-30T23:59:00', ending: { outcome: 'won', resultPercent: 3.2, exitPrice: 3612, closedAt: at('2025-05-01T00:30:00') }, overrides: { signalType: 'futures' } },
];

const zeros = { total: 0, closed: 0, won: 0, lost: 0, breakeven: 0, cancelled: 0, voided: 0, awaiting: 0, winRate: null, averageResultPercent: null, cumulativeResultPercent: 0, bestResultPercent: null, worstResultPercent: null };
const ARBITRAGE = { total: 4, closed: 2, won: 1, lost: 1, breakeven: 0, cancelled: 1, voided: 0, awaiting: 1, winRate: 50, averageResultPercent: 0.4, cumulativeResultPercent: 0.8, bestResultPercent: 1.2, worstResultPercent: -0.4 };
// (0.85 + 0 - 0.6) / 3; one won of three closed, the breakeven among them.
const FOREX = { total: 4, closed: 3, won: 1, lost: 1, breakeven: 1, cancelled: 1, voided: 0, awaiting: 0, winRate: 33.33, averageResultPercent: 0.08, cumulativeResultPercent: 0.25, bestResultPercent: 0.85, worstResultPercent: -0.6 };
// (2.5 + 1.75 - 1.25 + 3.2) / 4
const FUTURES = { total: 5, closed: 4, won: 3, lost: 1, breakeven: 0, cancelled: 0, voided: 0, awaiting: 1, winRate: 75, averageResultPercent: 1.55, cumulativeResultPercent: 6.2, bestResultPercent: 3.2, worstResultPercent: -1.25 };

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  for (const { created, ending, overrides } of CASES) {
    const values = { ...overrides, createdAt: at(created), expiresAt: new Date(at(created).getTime() + 3_600_000) };
    table.push(ending ? await buildClosedSignal(server.app.db, ending, values) : await buildSignal(server.app.db, values));
  }
});
afterAll(async () => {
  await server.close();
});

const idOf = (n: number) => table[n - 1]!.id;

async function record(query = '', client: TestClient = visitor): Promise<TrackRecord> {
  const response = await client.get(`/api/track-record${query ? `?${query}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return TrackRecord.parse(response.body);
}

describe('GET /api/track-record', () => {
  it('computes the figures of the case table: totals, per type, per closing month, cancelled apart', async () => {
    const figures = await record();
    expect(figures).toMatchObject({
      total: 13,
      closed: 9,
      won: 5,
      lost: 3,
      breakeven: 1,
      cancelled: 2,
      voided: 0,
      // Signals 10 and 11, still open: what the rates leave out besides the cancelled ones.
      awaiting: 2,
      // 5 won of 9 closed: the breakeven is closed, the cancelled ones are not.
      winRate: 55.56,
      // 7.25 / 9
      averageResultPercent: 0.81,
      cumulativeResultPercent: 7.25,
      bestResultPercent: 3.2,
      worstResultPercent: -1.25,
      byType: { arbitrage: ARBITRAGE, forex: FOREX, futures: FUTURES },
      byMonth: [
        { month: '2025-01', closed: 2, won: 1, lost: 1, resultPercent: 0.8 },
        { month: '2025-02', closed: 2, won: 1, lost: 0, resultPercent: 0.85 },
        { month: '2025-03', closed: 3, won: 2, lost: 1, resultPercent: 3.65 },
        { month: '2025-04', closed: 1, won: 0, lost: 1, resultPercent: -1.25 },
        { month: '2025-05', closed: 1, won: 1, lost: 0, resultPercent: 3.2 },
      ],
    });
    expect(await record(YEAR_2025)).toMatchObject({ total: 13, closed: 9, winRate: 55.56 });
  });

  it('lists the latest ten ended signals, cancelled ones included, newest closing first', async () => {
    const { recent } = await record(YEAR_2025);
    expect(recent.map((signal) => signal.id)).toEqual([13, 12, 9, 8, 7, 6, 5, 4, 3, 2].map(idOf));
    expect(recent[0]).toMatchObject({ outcome: 'won', resultPercent: 3.2, closedAt: '2025-05-01T00:30:00.000Z' });
    // The setting reveals closed signals by default: a visitor sees the premium trade behind the record.
    expect(recent.find((signal) => signal.id === idOf(9))).toMatchObject({ locked: false, isPremium: true, exitPrice: 3456.25, leverage: 10 });
  });

  it('narrows to a type: the totals are that type alone, the other types zero', async () => {
    const figures = await record(`type=futures&${YEAR_2025}`);
    expect(figures).toMatchObject({ ...FUTURES, byType: { arbitrage: zeros, forex: zeros, futures: FUTURES } });
    expect(figures.byMonth.map((month) => month.month)).toEqual(['2025-03', '2025-04', '2025-05']);
    expect(figures.recent.every((signal) => signal.signalType === 'futures')).toBe(true);
  });

  it('narrows to the days of publication, both ends included, in UTC', async () => {
    // Signals 4 to 9: 0.85 + 0 - 0.6 + 2.5 + 1.75 - 1.25 over six closed.
    expect(await record('from=2025-02-01&to=2025-03-31')).toMatchObject({
      total: 6,
      closed: 6,
      won: 3,
      lost: 2,
      breakeven: 1,
      cancelled: 0,
      winRate: 50,
      averageResultPercent: 0.54,
      cumulativeResultPercent: 3.25,
    });
    expect(await record('from=2025-04-30&to=2025-04-30')).toMatchObject({ total: 1, won: 1, byMonth: [{ month: '2025-05', closed: 1 }] });
    // Signal 9 closed in April but was published in March: the window is of publication.
    expect(await record('from=2025-04-01&to=2025-04-29')).toMatchObject({ total: 3, closed: 0, cancelled: 1, winRate: null, byMonth: [] });
    expect(await record('from=2030-01-01')).toMatchObject({ ...zeros, byMonth: [], recent: [] });
  });

  it('refuses a window that ends before it starts, naming `to`, and a day that is not a date, naming it', async () => {
    const reversed = await visitor.get('/api/track-record?from=2025-03-01&to=2025-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ message: 'The end date is before the start date', issues: [{ path: 'to', message: 'The end date is before the start date' }] });
    const inGerman = await visitor.get('/api/track-record?from=2025-03-01&to=2025-02-01', { headers: { 'accept-language': 'de' } });
    expect(inGerman.body).toMatchObject({ issues: [{ path: 'to', message: 'Das Enddatum liegt vor dem Startdatum' }] });
    for (const [query, path] of [
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['type=stocks', 'type'],
    ]) {
      const response = await visitor.get(`/api/track-record?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ issues: [{ path }] });
    }
  });

  it('shows a visitor the trades behind it only while the reveal setting is on', async () => {
    const restore = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });
    try {
      const { recent } = await record(YEAR_2025);
      expect(recent).toHaveLength(10);
      // Strict: no detail field of a locked signal slips through, free ones included (a visitor has no rights of their own).
      for (const signal of recent) {
        expect(LockedSignal.parse(signal)).toMatchObject({ locked: true });
      }
    } finally {
      await restore();
    }
    expect((await record(YEAR_2025)).recent[0]).toMatchObject({ locked: false });
  });

  it('answers members as visitors, from the same figures', async () => {
    const member = (await signedInUser(server)).client;
    expect(await record(YEAR_2025, member)).toEqual(await record(YEAR_2025));
  });

  it('is cached, and refreshed when a signal records an outcome', async () => {
    const window = 'from=2024-06-01&to=2024-06-30';
    const signal = await buildSignal(server.app.db, { signalType: 'futures', createdAt: at('2024-06-03T09:00:00') });
    const before = await record(window);
    expect(before).toMatchObject({ total: 1, closed: 0, winRate: null });

    // The closing writes the row, as commands/signalEvents does in its transaction; the answer stays cached until the event says so.
    const closedAt = at('2024-06-04T09:00:00');
    await server.app.db('signals').where({ id: signal.id }).update({ outcome: 'lost', resultPercent: -2, exitPrice: 3430, closedAt });
    expect(await record(window)).toEqual(before);

    const closed = { ...signal, outcome: 'lost', resultPercent: -2, exitPrice: 3430, closedAt } as Signal;
    server.app.services.events.publish({ type: 'signal.outcomeRecorded', signal: closed, event: { id: 1, kind: 'stop_hit' } });
    const after = await record(window);
    expect(after).toMatchObject({ total: 1, closed: 1, lost: 1, winRate: 0, worstResultPercent: -2, byMonth: [{ month: '2024-06', closed: 1, lost: 1, resultPercent: -2 }] });
    expect(after.recent.map((s) => s.id)).toEqual([signal.id]);
  });

  it('counts a signal an admin publishes at once, though the figures are cached', async () => {
    const today = `from=${new Date().toISOString().slice(0, 10)}`;
    const before = await record(today);
    const admin = (await signedInUser(server, { isAdmin: true })).client;
    const created = await admin.post('/api/signals', { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 3.4, direction: 'short', exchange: 'Bybit', leverage: 5 });
    expect(created.status).toBe(201);
    const after = await record(today);
    expect(after.total).toBe(before.total + 1);
    expect(after.byType.futures).toMatchObject({ total: before.byType.futures.total + 1, closed: 0 });
  });
});

describe('voided signals, open ones and drafts (issue 38)', () => {
  const WINDOW = 'from=2024-09-01&to=2024-09-30';
  const built: Record<'won' | 'voided' | 'open' | 'expired' | 'draft' | 'closedDraft', Signal> = {} as never;

  beforeAll(async () => {
    const db = server.app.db;
    const day = (d: number, hour = 10) => at(`2024-09-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00`);
    built.won = await buildClosedSignal(db, { outcome: 'won', resultPercent: 2, closedAt: day(3) }, { createdAt: day(2) });
    // A reason a spreadsheet would run as a formula: the file defuses it like any other text.
    built.voided = await buildClosedSignal(db, { outcome: 'voided', closedAt: day(5) }, { createdAt: day(4), closeReason: '=1+1 typed by mistake' });
    built.open = await buildSignal(db, { createdAt: day(6), expiresAt: null });
    built.expired = await buildSignal(db, { createdAt: day(7), expiresAt: day(7, 11) });
    // Never announced: no part of the record, open or not.
    built.draft = await buildSignal(db, { createdAt: day(8), isActive: false, announcedAt: null });
    built.closedDraft = await buildClosedSignal(db, { outcome: 'lost', resultPercent: -9, closedAt: day(10) }, { createdAt: day(9), isActive: false, announcedAt: null });
    // Written straight to the table: tell the app as the commands would, so kept answers are computed again.
    server.app.services.events.publish({ type: 'signal.outcomeRecorded', signal: built.voided, event: { id: 1, kind: 'voided' } });
  });

  it('counts a voided signal apart from every rate, says how many await an outcome, and leaves drafts out', async () => {
    const figures = await record(WINDOW);
    expect(figures).toMatchObject({
      total: 4,
      closed: 1,
      won: 1,
      lost: 0,
      cancelled: 0,
      voided: 1,
      awaiting: 2,
      winRate: 100,
      averageResultPercent: 2,
      cumulativeResultPercent: 2,
      worstResultPercent: 2,
      byType: { arbitrage: { total: 4, voided: 1, awaiting: 2 } },
      byMonth: [{ month: '2024-09', closed: 1, won: 1, lost: 0, resultPercent: 2 }],
    });
    expect(figures.total).toBe(figures.closed + figures.cancelled + figures.voided + figures.awaiting);
    expect(figures.recent.map((signal) => [signal.id, signal.outcome, signal.closeReason])).toEqual([
      [built.voided.id, 'voided', '=1+1 typed by mistake'],
      [built.won.id, 'won', null],
    ]);
  });

  it('lists the voided signal in the CSV with its reason, defused, and no draft', async () => {
    const response = await visitor.get(`/api/track-record/signals.csv?${WINDOW}`);
    expect(response.status).toBe(200);
    const rows = response.text.slice(0, -2).split('\r\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([built.won.id, built.voided.id]);
    expect(rows[1]).toBe(`${built.voided.id},BTC/USDT,arbitrage,false,,,,,,,voided,2024-09-04T10:00:00.000Z,2024-09-05T10:00:00.000Z,'=1+1 typed by mistake,,,`);
  });
});

describe('GET /api/track-record/signals.csv', () => {
  async function csv(query = YEAR_2025, client: TestClient = visitor): Promise<string[]> {
    const response = await client.get(`/api/track-record/signals.csv?${query}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="track-record.csv"');
    expect(response.text.endsWith('\r\n')).toBe(true);
    return response.text.slice(0, -2).split('\r\n');
  }

  it('lists the ended signals in scope, oldest closing first, one line each, to a visitor', async () => {
    const [header, ...rows] = await csv();
    expect(header).toBe('id,pair,type,premium,direction,entry,exit,leverage,result_percent,leveraged_result_percent,outcome,published_at,closed_at,reason,log_index,logged_at,salt');
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13].map(idOf));
    const line = (n: number) => rows.find((row) => row.startsWith(`${idOf(n)},`));
    // A premium futures trade, revealed once closed: entry, exit and leverage to check, and the leveraged result beside the plain one.
    expect(line(7)).toBe(`${idOf(7)},BTC/USDT,futures,true,long,3500,3587.5,10,2.5,25,won,2025-03-02T10:00:00.000Z,2025-03-05T10:00:00.000Z,,,,`);
    // A loss stays a number: no apostrophe before the minus.
    expect(line(6)).toBe(`${idOf(6)},BTC/USDT,forex,true,buy,1.0842,1.0777,,-0.6,,lost,2025-02-20T10:00:00.000Z,2025-03-01T00:00:00.000Z,,,,`);
    // An arbitrage closes on its realised spread; a cancelled signal has no result, and says why (quoted: it holds a comma).
    expect(line(1)).toBe(`${idOf(1)},BTC/USDT,arbitrage,false,,,,,1.2,,won,2025-01-05T10:00:00.000Z,2025-01-06T10:00:00.000Z,,,,`);
    expect(line(3)).toBe(`${idOf(3)},BTC/USDT,arbitrage,false,,,,,,,cancelled,2025-01-20T10:00:00.000Z,2025-01-21T10:00:00.000Z,"Entry never reached, no fill",,,`);
  });

  it('follows the filters of the record', async () => {
    const [, ...rows] = await csv(`type=forex&${YEAR_2025}`);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([4, 5, 6, 12].map(idOf));
    const bad = await visitor.get('/api/track-record/signals.csv?from=2025-03-01&to=2025-02-01');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ issues: [{ path: 'to' }] });
  });

  it('leaves every price empty while the reveal setting is off', async () => {
    const restore = await withSettings(server.app.db, { reveal_closed_premium_signals: 'false' });
    try {
      const [, ...rows] = await csv();
      expect(rows.find((row) => row.startsWith(`${idOf(7)},`))).toBe(`${idOf(7)},BTC/USDT,futures,true,,,,,2.5,,won,2025-03-02T10:00:00.000Z,2025-03-05T10:00:00.000Z,,,,`);
      expect(rows.find((row) => row.startsWith(`${idOf(8)},`))).toBe(`${idOf(8)},BTC/USDT,futures,false,,,,,1.75,,won,2025-03-10T10:00:00.000Z,2025-03-12T10:00:00.000Z,,,,`);
    } finally {
      await restore();
    }
  });

  it('quotes as RFC 4180 says and defuses text a spreadsheet would run as a formula', async () => {
    const closedAt = at('2023-05-02T00:00:00');
    const formula = await buildClosedSignal(server.app.db, { outcome: 'won', resultPercent: 1, closedAt }, { pair: '=HYPERLINK("x","y")', createdAt: at('2023-05-01T00:00:00') });
    const minus = await buildClosedSignal(server.app.db, { outcome: 'lost', resultPercent: -1, closedAt }, { pair: '-2+3', createdAt: at('2023-05-01T00:00:00') });
    // Written straight to the table: tell the app as the close command would, so the kept lines are written again.
    server.app.services.events.publish({ type: 'signal.outcomeRecorded', signal: minus, event: { id: 1, kind: 'closed' } });
    const lines = await csv('from=2023-05-01&to=2023-05-01');
    expect(lines.find((row) => row.startsWith(`${formula.id},`))).toContain(`${formula.id},"'=HYPERLINK(""x"",""y"")",arbitrage,`);
    expect(lines.find((row) => row.startsWith(`${minus.id},`))).toContain(`${minus.id},'-2+3,arbitrage,false,,,,,-1,,lost,`);
  });

  it('answers members as visitors', async () => {
    const member = (await signedInUser(server, { isPremium: true })).client;
    expect(await csv(YEAR_2025, member)).toEqual(await csv());
  });
});
