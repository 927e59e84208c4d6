import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/formatDates';
import { useSignalLogStore, useTrackRecordStore } from '../../stores/trackRecord';
import { ApiServer } from '../../test/apiServer';
import { render, textOf, waitUntil } from '../../test/render';
import { fullSignal } from '../../test/signals';
import { emptyTrackRecord, signalLogHead, signalLogKey, trackRecord } from '../../test/trackRecord';
import { TrackRecordSummary } from './common/TrackRecordSummary';
import { PerformanceScreen } from './PerformanceScreen';

const api = ApiServer.forEachTest(() => {
  useTrackRecordStore.setState({ entries: {}, queries: {} });
  useSignalLogStore.setState(useSignalLogStore.getInitialState());
});

// The screen always shows the log's head under the record (issue 45).
beforeEach(() => api.answer('GET /api/track-record/log/head', { body: signalLogHead() }));

/** Renders the screen at `path` and waits for the record to be on it. */
async function screenAt(path: string, expected: string): Promise<HTMLElement> {
  const container = await render(<PerformanceScreen />, path);
  await waitUntil(() => expect(textOf(container)).toContain(expected));
  return container;
}

describe('the Performance screen', () => {
  it('shows the figures the server computed, the record per market and the latest closed signals', async () => {
    const recent = [fullSignal({ id: 41, pair: 'ETH/USDT', outcome: 'won', resultPercent: 4.8, leverage: 5, closedAt: '2026-10-30T10:00:00.000Z' })];
    api.answer('GET /api/track-record', { body: trackRecord({ recent }) });
    const container = await screenAt('/performance', 'Win rate');

    const figures = [...container.querySelectorAll('dl[aria-label="Headline figures"] > div')].map((figure) => textOf(figure));
    expect(figures).toEqual([
      'Win rate60.0%6 won, 3 lost, 1 breakeven',
      'Average result+1.25%best +4.80%, worst -2.10%',
      'Cumulative result+12.50%sum of 10 results',
      'Closed signals101 cancelled, 0 voided, counted apart',
      'Awaiting an outcome1published, still open: in no figure yet',
    ]);
    const rows = [...container.querySelectorAll('[role="region"] table tbody tr')].map((row) => [...row.children].map((cell) => textOf(cell)).join(' '));
    expect(rows).toContain('Cryptocurrency 4 3 1 75.0% +0.80% +3.20%');
    expect(rows).toContain('Futures 4 2 1 50.0% +2.10% +8.40%');
    const latest = container.querySelector('a[data-signal-id="41"]');
    expect(textOf(latest)).toContain('Won');
    expect(textOf(latest)).toContain('5x: +24.0%');
    expect(textOf(container)).toContain('Cancelled and voided signals are counted apart');
  });

  it('lists a voided signal with its reason, and counts it apart with the cancelled ones (issue 38)', async () => {
    const recent = [fullSignal({ id: 42, pair: 'SOL/USDT', outcome: 'voided', closedAt: '2026-10-31T10:00:00.000Z', closeReason: 'Published with the wrong pair' })];
    api.answer('GET /api/track-record', { body: trackRecord({ recent, voided: 1, awaiting: 3 }) });
    const container = await screenAt('/performance', 'Win rate');
    const latest = container.querySelector('a[data-signal-id="42"]');
    expect(container.querySelector('a[data-signal-id="42"] [data-outcome="voided"]')?.textContent).toBe('Voided');
    expect(textOf(latest)).toContain('Reason: Published with the wrong pair');
    expect(textOf(container.querySelector('[data-figure="Awaiting an outcome"]'))).toBe('3');
    expect(textOf(container)).toContain('1 cancelled, 1 voided, counted apart');
  });

  it('sends the filters in the address, and the CSV link carries the same ones', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    const container = await screenAt('/performance?type=forex&from=2026-09-01&to=nonsense', 'Win rate');
    expect(api.requestsTo('GET /api/track-record').map((r) => r.query)).toEqual([{ type: 'forex', from: '2026-09-01' }]);
    const csv = [...container.querySelectorAll('a')].find((link) => textOf(link) === 'Download CSV');
    expect(csv?.getAttribute('href')).toBe('/api/track-record/signals.csv?type=forex&from=2026-09-01');
    // One market picked: no table of the others' zeros.
    expect(textOf(container)).not.toContain('By market');
  });

  it('picking a market asks for its record', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    const container = await screenAt('/performance', 'Win rate');
    const futures = [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Futures');
    await act(async () => {
      futures?.click();
      await Promise.resolve();
    });
    await waitUntil(() => expect(api.requestsTo('GET /api/track-record').at(-1)?.query).toEqual({ type: 'futures' }));
    expect(futures?.getAttribute('aria-pressed')).toBe('true');
  });

  it('before any signal closed, says so rather than showing zeros as figures', async () => {
    api.answer('GET /api/track-record', { body: emptyTrackRecord() });
    const container = await screenAt('/performance', 'No closed signals yet');
    expect(textOf(container)).not.toContain('Win rate');
    expect(textOf(container)).not.toContain('0.0%');
  });

  it('dates that end before they start are said under them, and the record of the window before stays, with nothing asked of the server', async () => {
    api.answer('GET /api/track-record', { body: trackRecord({ winRate: 60 }) });
    const container = await screenAt('/performance?from=2026-10-01&to=2026-09-01', '60.0%');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The end date is before the start date');
    // Only the window without the reversed dates was asked for.
    expect(api.requestsTo('GET /api/track-record').map((request) => request.query)).toEqual([{}]);
    expect(textOf(container)).not.toContain('Could not load the track record');
  });
});

describe('the signal log behind the record (issue 45)', () => {
  /** The head's facts as a reader reads them, label then value. */
  const headFacts = (container: HTMLElement) => [...container.querySelectorAll('dl[aria-label="Latest signed head"] > div')].map((fact) => textOf(fact));

  it('shows the signed head: how many entries, the root hash cut short (whole on hover) and when it was signed', async () => {
    const head = signalLogHead({ treeSize: 1234 });
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/head', { body: head });
    const container = await screenAt('/performance', 'Public signal log');
    await waitUntil(() => expect(headFacts(container)).toEqual(['Entries1,234', 'Root hasha1b2c3d4e5f6', `Signed${formatDateTime(head.timestamp)}`]));
    expect(container.querySelector('dl[aria-label="Latest signed head"] code')?.getAttribute('title')).toBe(head.rootHash);
    expect(textOf(container)).toContain('Every signal and outcome is committed to a public, append-only log before it is shown here.');
  });

  it('lists each closed signal with its log index and when it was committed, marking one logged after its outcome', async () => {
    const recent = [
      fullSignal({ id: 41, outcome: 'won', resultPercent: 4.8, closedAt: '2026-10-30T10:00:00.000Z', logIndex: 123, loggedAt: '2026-10-29T09:00:00.000Z' }),
      // Published before the log existed: appended when it was first filled, after the close.
      fullSignal({ id: 7, outcome: 'lost', resultPercent: -2.1, closedAt: '2025-03-01T10:00:00.000Z', logIndex: 4, loggedAt: '2026-06-01T08:00:00.000Z' }),
    ];
    api.answer('GET /api/track-record', { body: trackRecord({ recent }) });
    const container = await screenAt('/performance', 'Win rate');
    const stampOf = (id: number) => container.querySelector(`a[data-signal-id="${id}"]`)?.closest('li')?.querySelector('[data-log-index]');

    const committed = stampOf(41);
    expect(textOf(committed)).toBe(`Log #123 committed ${formatDateTime('2026-10-29T09:00:00.000Z')}`);
    expect(committed?.querySelector('a')?.getAttribute('href')).toBe('/api/track-record/log/entries?start=123&end=124');
    expect(textOf(stampOf(7))).toBe(`Log #4 committed ${formatDateTime('2026-06-01T08:00:00.000Z')} logged after the outcome (backfilled)`);
  });

  it('gives the command that checks this site, and, once asked for, the public key and the raw answers', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/key', { body: signalLogKey() });
    const container = await screenAt('/performance', 'Public signal log');
    expect(textOf(container)).toContain(`npx -y pnpm@10 verify-record ${window.location.origin}`);
    // The key is for the few who check by other means: not asked for until the way to it is opened.
    expect(api.requestsTo('GET /api/track-record/log/key')).toHaveLength(0);

    const toggle = [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Public key and raw data');
    await act(async () => {
      toggle?.click();
      await Promise.resolve();
    });
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    await waitUntil(() => expect(textOf(container)).toContain(signalLogKey().publicKey));
    const raw = Object.fromEntries([...container.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')]));
    expect(raw).toMatchObject({ 'Signed head (JSON)': '/api/track-record/log/head', 'Public key (JSON)': '/api/track-record/log/key' });
  });

  it('a head that cannot be loaded is said, and asked again on retry; the record stays', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/head', { status: 503, body: { message: 'Database unavailable' } });
    const container = await screenAt('/performance', 'Could not load the log’s signed head.');
    expect(textOf(container)).toContain('Win rate');
    api.answer('GET /api/track-record/log/head', { body: signalLogHead({ treeSize: 43 }) });
    const retry = [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Try again');
    await act(async () => {
      retry?.click();
      await Promise.resolve();
    });
    await waitUntil(() => expect(headFacts(container)[0]).toBe('Entries43'));
  });
});

describe('the figures change without a reload', () => {
  // The live channel's 'track-record:changed' calls recordsChanged (stores/trackRecord/store.test.ts); screens never touch live/.
  it('for a member, when an outcome is recorded', async () => {
    let winRate = 60;
    api.answer('GET /api/track-record', () => ({ body: trackRecord({ winRate }) }));
    const container = await screenAt('/performance', '60.0%');
    winRate = 63.64;
    await act(() => useTrackRecordStore.getState().recordsChanged());
    await waitUntil(() => expect(textOf(container)).toContain('63.6%'));
  });

  it('for a member, the log’s head too, once it has been signed over the change', async () => {
    let treeSize = 42;
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/head', () => ({ body: signalLogHead({ treeSize }) }));
    const container = await screenAt('/performance', 'Entries42');
    treeSize = 45;
    // What the live channel calls a few seconds after 'track-record:changed' (stores/trackRecord/signalLog.test.ts).
    await act(() => useSignalLogStore.getState().headChanged());
    await waitUntil(() => expect(textOf(container)).toContain('Entries45'));
  });

  it('for a visitor (no live channel), when the window regains focus', async () => {
    let closed = 10;
    api.answer('GET /api/track-record', () => ({ body: trackRecord({ closed }) }));
    const container = await screenAt('/performance', 'sum of 10 results');
    closed = 11;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    await waitUntil(() => expect(textOf(container)).toContain('sum of 11 results'));
  });

  it('for a visitor, the log’s head too, when the window regains focus', async () => {
    let treeSize = 42;
    api.answer('GET /api/track-record', { body: trackRecord() });
    api.answer('GET /api/track-record/log/head', () => ({ body: signalLogHead({ treeSize }) }));
    const container = await screenAt('/performance', 'Entries42');
    treeSize = 43;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    await waitUntil(() => expect(textOf(container)).toContain('Entries43'));
  });
});

describe('the track record quoted by the sign-in panel and the premium page', () => {
  it('quotes the win rate, the average result and the closed count, and links to the full record', async () => {
    api.answer('GET /api/track-record', { body: trackRecord() });
    const container = await render(<TrackRecordSummary />);
    await waitUntil(() => expect(textOf(container)).toContain('60.0%'));
    const quotes = [...container.querySelectorAll('dl > div')].map((pair) => `${textOf(pair.querySelector('dd'))} ${textOf(pair.querySelector('dt'))}`);
    expect(quotes).toEqual(['60.0% win rate', '+1.25% average result', '10 closed signals']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/performance');
  });

  it('with nothing closed yet, says so instead of quoting zeros', async () => {
    api.answer('GET /api/track-record', { body: emptyTrackRecord() });
    const container = await render(<TrackRecordSummary />);
    await waitUntil(() => expect(textOf(container)).toContain('No signal has closed yet'));
    expect(textOf(container)).not.toMatch(/\d+(\.\d+)?%/);
    expect(textOf(container)).toContain('See the full track record');
  });
});
