import { describe, expect, it } from 'vitest';
import { useSignalTimelineStore } from '../../../stores/signalTimeline';
import { ApiServer } from '../../../test/apiServer';
import { render, textOf, waitUntil } from '../../../test/render';
import { fullSignal, lockedSignal } from '../../../test/signals';
import { SignalTimeline } from './SignalTimeline';

const api = ApiServer.forEachTest(() => useSignalTimelineStore.getState().timelinesReset());

/** Each step as read: its parts (what, when, prices, note) one after another. */
const steps = (container: HTMLElement) => [...container.querySelectorAll('ol > li')].map((step) => [...step.children].map((part) => textOf(part)).join(' '));

describe("a signal's timeline on its detail", () => {
  it('lists the publication and every recorded step in order, with prices, the result and the note', async () => {
    api.answer('GET /api/signals/7/timeline', {
      body: [
        { id: 1, kind: 'tp1_hit', price: 61000, resultPercent: null, note: null, noteLocked: false, reason: null, at: '2026-01-05T11:00:00.000Z' },
        { id: 2, kind: 'note', price: null, resultPercent: null, note: 'Taking the rest at the second target.', noteLocked: false, reason: null, at: '2026-01-05T12:00:00.000Z' },
        { id: 3, kind: 'closed', price: 62000, resultPercent: 3.33, note: null, noteLocked: false, reason: null, at: '2026-01-05T13:00:00.000Z' },
      ],
    });
    const signal = fullSignal({ id: 7, outcome: 'won', resultPercent: 3.33, exitPrice: 62000, closedAt: '2026-01-05T13:00:00.000Z' });
    const container = await render(<SignalTimeline signal={signal} detailLoaded />);
    await waitUntil(() => expect(steps(container)).toHaveLength(4));
    const [published, target, note, closed] = steps(container);
    expect(published).toMatch(/^Published .* Entry 60,000$/);
    expect(target).toMatch(/^Target 1 hit .* Price 61,000$/);
    expect(note).toContain('Taking the rest at the second target.');
    expect(closed).toMatch(/^Closed .* Exit 62,000 Result \+3\.33%$/);
    // A closed signal takes no more steps: nothing to be notified of.
    expect(textOf(container)).not.toContain('Notify me when it closes');
  });

  it('a locked open signal lists its steps without prices, says why, and offers the follow switch in the state the server gives', async () => {
    api.answer('GET /api/signals/8/timeline', { body: [{ id: 1, kind: 'tp1_hit', price: null, resultPercent: null, note: null, noteLocked: false, reason: null, at: '2026-01-05T11:00:00.000Z' }] });
    api.answer('GET /api/signals/8/follow', { body: { signalId: 8, following: true } });
    const container = await render(<SignalTimeline signal={lockedSignal({ id: 8 })} detailLoaded />);
    await waitUntil(() => expect(container.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('true'));
    expect(steps(container)[1]).toMatch(/^Target 1 hit \S+ \d+, \d{4} [\d:]+ [AP]M$/);
    expect(textOf(container)).toContain('Prices of an open premium signal are for Premium members');
    expect(textOf(container)).toContain('Notify me when it closes');
  });

  it('a locked note says a note was written, without its text (issue 38)', async () => {
    api.answer('GET /api/signals/11/timeline', { body: [{ id: 1, kind: 'note', price: null, resultPercent: null, note: null, noteLocked: true, reason: null, at: '2026-01-05T11:00:00.000Z' }] });
    api.answer('GET /api/signals/11/follow', { body: { signalId: 11, following: false } });
    const container = await render(<SignalTimeline signal={lockedSignal({ id: 11 })} detailLoaded />);
    await waitUntil(() => expect(steps(container)).toHaveLength(2));
    expect(steps(container)[1]).toMatch(/^Note .* A note was added for Premium members\.$/);
    // A note carries no price: the timeline does not claim prices were hidden.
    expect(textOf(container)).not.toContain('Prices of an open premium signal');
  });

  it('says why a signal was voided or cancelled, to everyone', async () => {
    api.answer('GET /api/signals/12/timeline', {
      body: [{ id: 1, kind: 'voided', price: null, resultPercent: null, note: null, noteLocked: false, reason: 'Published with the wrong pair', at: '2026-01-05T11:00:00.000Z' }],
    });
    const signal = lockedSignal({ id: 12, outcome: 'voided', closedAt: '2026-01-05T11:00:00.000Z', closeReason: 'Published with the wrong pair' });
    const container = await render(<SignalTimeline signal={signal} detailLoaded />);
    await waitUntil(() => expect(steps(container)).toHaveLength(2));
    expect(steps(container)[1]).toMatch(/^Voided .* Reason: Published with the wrong pair$/);
    expect(container.querySelector('[data-kind="voided"]')).not.toBeNull();
  });

  it('an open signal without steps says what will appear', async () => {
    api.answer('GET /api/signals/9/timeline', { body: [] });
    api.answer('GET /api/signals/9/follow', { body: { signalId: 9, following: false } });
    const container = await render(<SignalTimeline signal={fullSignal({ id: 9 })} detailLoaded />);
    await waitUntil(() => expect(textOf(container)).toContain('No updates yet'));
  });

  it('asks whether the member follows only once the detail has answered (opening it is what follows it)', async () => {
    api.answer('GET /api/signals/10/timeline', { body: [] });
    api.answer('GET /api/signals/10/follow', { body: { signalId: 10, following: true } });
    const container = await render(<SignalTimeline signal={fullSignal({ id: 10 })} detailLoaded={false} />);
    await waitUntil(() => expect(textOf(container)).toContain('No updates yet'));
    expect(api.requestsTo('GET /api/signals/10/follow')).toHaveLength(0);
    expect(container.querySelector('[role="switch"]')).toBeNull();
  });
});
