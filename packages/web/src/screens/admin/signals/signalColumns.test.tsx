import { I18nProvider } from '@lingui/react';
import type { FullSignal } from '@signals/protocol';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, catalogueReady, i18n, t } from '../../../i18n';
import { fullSignal } from '../../../test/signals';
import { themes } from '../../../ui/theme/themes';
import { signalColumns } from './signalColumns';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await activateLanguage('en');
  await catalogueReady('admin');
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const actions = { onEdit: vi.fn(), onDelete: vi.fn(), onRecordEvent: vi.fn(), onViewTimeline: vi.fn() };

/** Renders one column's cell for a signal, as the table and the phone cards do (in place of the last one rendered). */
function cell(key: string, signal: FullSignal): HTMLElement {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  const column = signalColumns(t, actions).find((candidate) => candidate.key === key);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={themes.light}>{column?.cell(signal)}</ThemeProvider>
      </I18nProvider>,
    ),
  );
  return host;
}

const buttons = (host: HTMLElement) => [...host.querySelectorAll('button')].map((button) => ({ name: button.getAttribute('aria-label'), disabled: button.getAttribute('aria-disabled') === 'true' }));

describe('the admin signal table', () => {
  it('shows how a closed signal ended, with its result', () => {
    expect(cell('outcome', fullSignal({ id: 1, outcome: 'won', resultPercent: 3.2 })).textContent).toBe('Won+3.20%');
  });

  it('shows a lost, a breakeven and a cancelled signal as such', () => {
    expect(cell('outcome', fullSignal({ id: 1, outcome: 'lost', resultPercent: -1.1 })).textContent).toBe('Lost-1.10%');
    expect(cell('outcome', fullSignal({ id: 1, outcome: 'breakeven', resultPercent: 0 })).textContent).toBe('Breakeven0.00%');
    expect(cell('outcome', fullSignal({ id: 1, outcome: 'cancelled', resultPercent: null })).textContent).toBe('Cancelled');
  });

  it('marks an expired or withdrawn open signal as awaiting its outcome, and a running one as open', () => {
    expect(cell('outcome', fullSignal({ id: 1, status: 'expired' })).textContent).toBe('Awaiting outcome');
    expect(cell('outcome', fullSignal({ id: 1, status: 'active' })).textContent).toBe('Open');
  });

  it('asks for the outcome of an overdue signal, offers a step for a running one, and neither once closed', () => {
    expect(buttons(cell('actions', fullSignal({ id: 1, pair: 'ETH/USDT', status: 'expired' })))[0]).toEqual({ name: 'Record outcome of ETH/USDT', disabled: false });
    expect(buttons(cell('actions', fullSignal({ id: 1, pair: 'ETH/USDT' })))[0]).toEqual({ name: 'Add event to ETH/USDT', disabled: false });
  });

  it('keeps edit and delete of a closed signal visible but unavailable, saying why', () => {
    const host = cell('actions', fullSignal({ id: 1, pair: 'ETH/USDT', outcome: 'won', resultPercent: 3.2 }));
    expect(buttons(host)).toEqual([
      { name: 'View timeline of ETH/USDT', disabled: false },
      { name: 'Edit ETH/USDT signal: closed signals keep their recorded outcome', disabled: true },
      { name: 'Delete ETH/USDT signal: closed signals keep their recorded outcome', disabled: true },
    ]);
    act(() => host.querySelectorAll('button').forEach((button) => button.click()));
    expect(actions.onEdit).not.toHaveBeenCalled();
    expect(actions.onDelete).not.toHaveBeenCalled();
    expect(actions.onViewTimeline).toHaveBeenCalledTimes(1);
  });
});
