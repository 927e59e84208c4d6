import { I18nProvider } from '@lingui/react';
import type { FullSignal } from '@signals/protocol';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, catalogueReady, i18n } from '../../../i18n';
import { useSignalsAdminStore } from '../../../stores/admin/signals';
import { useToastStore } from '../../../stores/toast';
import { pageOf } from '../../../test/admin';
import { ApiServer } from '../../../test/apiServer';
import { fullSignal } from '../../../test/signals';
import { themes } from '../../../ui/theme/themes';
import { SignalEventDialog } from './SignalEventDialog';

const api = ApiServer.forEachTest(() => {
  useSignalsAdminStore.setState(useSignalsAdminStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
});

beforeAll(() => {
  // Tells React this is a test environment, so act() flushes renders and effects.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
const onClose = vi.fn();

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  onClose.mockReset();
  document.body.innerHTML = '';
});

const overdue = fullSignal({ id: 7, pair: 'ETH/USDT', entryPrice: 2000, leverage: 10, status: 'expired' });

/** Opens the dialog over a loaded list holding the signal, as the screen does. */
async function opened(signal: FullSignal): Promise<void> {
  api.answer('GET /api/admin/signals', { body: pageOf([signal]) });
  await useSignalsAdminStore.getState().listRequested();
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await activateLanguage('en');
  await catalogueReady('admin');
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={themes.dark}>
          <SignalEventDialog signal={signal} onClose={onClose} />
        </ThemeProvider>
      </I18nProvider>,
    ),
  );
}

function field(label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const labelElement = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const control = labelElement && document.getElementById(labelElement.htmlFor);
  if (!control) {
    throw new Error(`No field labelled "${label}"`);
  }
  return control as HTMLInputElement;
}

/** Types as a user does: the native value setter, then the input event React listens to. */
function type(label: string, value: string): void {
  const control = field(label);
  const prototype = Object.getPrototypeOf(control) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/**
 * Submits, and waits until what the user would wait for has happened: the
 * condition is polled every 10 ms, each poll step a short act() scope, so
 * every answer and the update it causes land inside one, and React paints
 * between them. The deadline is the clock's, not a count of steps, which a
 * busy machine stretches.
 */
async function submit(until: () => void): Promise<void> {
  act(() => {
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  const settled = () => {
    until();
    expect(document.querySelector('button[aria-busy="true"]')).toBeNull();
  };
  const deadline = Date.now() + 5_000;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      settled();
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
    }
  }
}

const text = () => document.body.textContent ?? '';

describe('the event dialog', () => {
  it('opens an overdue signal on Closed, previews the outcome as the exit is typed, and marks the event as final', async () => {
    await opened(overdue);
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(text()).toContain('Record outcome: ETH/USDT');
    expect(field('Event').value).toBe('closed');
    expect(text()).toContain('This ends the signal');
    expect(text()).toContain('Enter the exit price to see the result.');
    type('Exit price *', '2064');
    expect(document.querySelector('output')?.textContent).toBe('Won +3.20% (10x: +32.0%)');
    type('Event', 'note');
    expect(text()).not.toContain('This ends the signal');
    expect(() => field('Exit price *')).toThrow();
    expect(field('Note *')).toBeTruthy();
  });

  it('checks the required exit before asking the server', async () => {
    await opened(overdue);
    await submit(() => expect(text()).toContain('Give the exit price'));
    expect(field('Exit price *').getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo('POST /api/admin/signals/7/events')).toHaveLength(0);
  });

  it('puts the server’s field issues on their fields', async () => {
    await opened(overdue);
    api.answer('POST /api/admin/signals/7/events', {
      status: 400,
      body: { message: 'Invalid request', issues: [{ path: 'price', message: 'The exit must be a price the pair traded at' }] },
    });
    type('Exit price *', '2064');
    await submit(() => expect(text()).toContain('The exit must be a price the pair traded at'));
    expect(field('Exit price *').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says clearly when the signal was closed meanwhile, and refreshes the list', async () => {
    await opened(overdue);
    api.answer('POST /api/admin/signals/7/events', { status: 409, body: { message: 'This signal is closed: its outcome is recorded' } });
    type('Exit price *', '2064');
    const listed = api.requestsTo('GET /api/admin/signals').length;
    await submit(() => expect(api.requestsTo('GET /api/admin/signals')).toHaveLength(listed + 1));
    expect(document.querySelector('form [role="alert"]')?.textContent).toBe('This signal is closed: its outcome is recorded');
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('records the close: the row takes the answer, a toast says what was recorded, the dialog closes', async () => {
    await opened(overdue);
    const closed = { ...overdue, outcome: 'won' as const, resultPercent: 3.2, exitPrice: 2064, closedAt: '2026-01-06T10:00:00.000Z' };
    api.answer('POST /api/admin/signals/7/events', {
      status: 201,
      body: { event: { id: 1, kind: 'closed', price: 2064, resultPercent: 3.2, note: 'Target reached early', at: closed.closedAt }, signal: closed },
    });
    type('Exit price *', '2064');
    type('Note (optional)', 'Target reached early');
    await submit(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo('POST /api/admin/signals/7/events')[0]?.body).toEqual({ kind: 'closed', price: 2064, resultPercent: null, note: 'Target reached early', reason: null });
    expect(useSignalsAdminStore.getState().list.byId[7]).toMatchObject({ outcome: 'won', resultPercent: 3.2 });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Outcome recorded', description: 'ETH/USDT: Won +3.20%' });
  });

  it('adds a step to a running signal: the target hit needs no price, and the signal stays open', async () => {
    const running = { ...overdue, status: 'active' as const };
    await opened(running);
    expect(text()).toContain('Add event: ETH/USDT');
    expect(field('Event').value).toBe('tp1_hit');
    expect(text()).toContain('Leave empty to record take profit 1 (61,000.00).');
    expect(text()).not.toContain('This ends the signal');
    api.answer('POST /api/admin/signals/7/events', {
      status: 201,
      body: { event: { id: 1, kind: 'tp1_hit', price: 61000, resultPercent: null, note: null, at: '2026-01-06T10:00:00.000Z' }, signal: running },
    });
    await submit(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo('POST /api/admin/signals/7/events')[0]?.body).toEqual({ kind: 'tp1_hit', price: null, resultPercent: null, note: null, reason: null });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Event recorded', description: 'Target 1 hit on ETH/USDT' });
  });

  it('asks a cancellation for its public reason before sending it, and sends it', async () => {
    await opened(overdue);
    type('Event', 'cancelled');
    expect(text()).toContain('Shown publicly: in the signal’s timeline, on its card and in the track record.');
    await submit(() => expect(text()).toContain('Give the reason for cancelling: it is shown publicly'));
    expect(api.requestsTo('POST /api/admin/signals/7/events')).toHaveLength(0);

    const cancelled = { ...overdue, outcome: 'cancelled' as const, closedAt: '2026-01-06T10:00:00.000Z', closeReason: 'Entry never reached' };
    api.answer('POST /api/admin/signals/7/events', {
      status: 201,
      body: { event: { id: 1, kind: 'cancelled', price: null, resultPercent: null, note: null, noteLocked: false, reason: 'Entry never reached', at: cancelled.closedAt }, signal: cancelled },
    });
    type('Reason for cancelling *', 'Entry never reached');
    await submit(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo('POST /api/admin/signals/7/events')[0]?.body).toEqual({ kind: 'cancelled', price: null, resultPercent: null, note: null, reason: 'Entry never reached' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Outcome recorded', description: 'ETH/USDT: Cancelled' });
  });
});
