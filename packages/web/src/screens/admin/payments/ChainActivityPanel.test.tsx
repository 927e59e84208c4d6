import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useChainActivityStore, usePaymentsStore } from '../../../stores/admin/payments';
import { useSettingsStore } from '../../../stores/settings';
import { chainActivity, chainTransfer, pageOf } from '../../../test/admin';
import { ApiServer } from '../../../test/apiServer';
import { render, textOf, waitUntil } from '../../../test/render';
import { AdminPaymentsScreen } from '../AdminPaymentsScreen';
import { ChainActivityPanel } from './ChainActivityPanel';

const initialSettings = useSettingsStore.getState().publicSettings;
const api = ApiServer.forEachTest(() => {
  useChainActivityStore.setState(useChainActivityStore.getInitialState(), true);
  usePaymentsStore.setState(usePaymentsStore.getInitialState(), true);
  useSettingsStore.setState({ publicSettings: initialSettings });
});

/** The panel once the snapshot is on it; `expected` is text it then shows. */
async function panelShowing(expected: string): Promise<HTMLElement> {
  const container = await render(<ChainActivityPanel />, '/admin/payments');
  await waitUntil(() => expect(textOf(container)).toContain(expected));
  return container;
}

/** Each transfer row's cells, as the admin reads them. */
const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => textOf(cell)));

describe('the on-chain payments panel', () => {
  it('says where the watcher reads, and where each transfer stands, with its transaction on BscScan', async () => {
    api.answer('GET /api/admin/payments/chain', {
      body: chainActivity(
        [
          chainTransfer({ id: 5, status: 'seen', confirmations: 2, paymentId: null, confirmedAt: null, amount: '25.5', username: 'premium' }),
          chainTransfer({ id: 4, status: 'credited', paymentId: null, amount: '40', missing: '20' }),
          chainTransfer({ id: 3, status: 'credited', paymentId: null, amount: '10', missing: '50', lapsed: true }),
          chainTransfer({ id: 2, status: 'dropped', confirmations: 0, paymentId: null }),
          chainTransfer({ id: 1, paymentId: 31 }),
        ],
        { required: 3, headBlock: 125, creditedThrough: 122 },
      ),
    });
    const container = await panelShowing('Watching BNB Smart Chain');

    expect(textOf(container)).toContain('Watching BNB Smart Chain · block #125 · credited through #122 · 3 confirmations needed');
    const statuses = rows(container).map((cells) => cells[2]);
    expect(statuses).toEqual([
      'Confirming 2 of 3',
      'Underpaid: 20 USDT missing',
      'Underpaid: 50 USDT missingOver 24 h: settle by hand',
      'Dropped (reorg)',
      'Credited → payment #31',
    ]);
    expect(rows(container)[0]?.slice(0, 2)).toEqual(['premiumUser #7', '25.5USDT on BEP20']);
    const meter = container.querySelector('[role="progressbar"]');
    expect([meter?.getAttribute('aria-valuenow'), meter?.getAttribute('aria-valuemax')]).toEqual(['2', '3']);
    const link = container.querySelector('tbody tr a');
    expect(link?.getAttribute('href')).toBe(`https://bscscan.com/tx/0x${'5'.padStart(64, 'a')}`);
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('raises an alert while the RPC fails, saying since when and why', async () => {
    api.answer('GET /api/admin/payments/chain', { body: chainActivity([], { lastError: 'HTTP request failed.', failingSince: '2026-11-27T10:00:00.000Z' }) });
    const container = await panelShowing('failing');
    const alert = container.querySelector('[role="alert"]');
    expect(textOf(alert)).toMatch(/^The chain RPC has been failing since .+2026.+: HTTP request failed\. Transfers are credited once it answers again\.$/);
  });

  it('counts the transfers whose credit failed in an alert, and lists each with why and when it is tried again', async () => {
    api.answer('GET /api/admin/payments/chain', {
      body: chainActivity(
        [chainTransfer({ id: 6, status: 'failed', paymentId: null, attempts: 2, error: 'refused by the database', retryAt: '2026-11-27T10:05:00.000Z' }), chainTransfer({ id: 1, paymentId: 31 })],
        { failedCredits: 1 },
      ),
    });
    const container = await panelShowing('could not be credited');
    expect(textOf(container.querySelector('[role="alert"]'))).toBe(
      '1 confirmed transfer could not be credited: the watcher tries again by itself and goes on with every other transfer. The list below says why.',
    );
    // The watcher itself still reads the chain: its line stands beside the alert.
    expect(textOf(container)).toContain('Watching BNB Smart Chain');
    expect(rows(container)[0]?.[2]).toMatch(/^Not credited \(2 tries\)refused by the databaseNext try at .+2026/);
  });

  it('waits for the first read, says when there are no transfers yet, then follows the snapshots the watcher pushes', async () => {
    api.answer('GET /api/admin/payments/chain', { body: chainActivity([], { headBlock: null, creditedThrough: null }) });
    const container = await panelShowing('Waiting for the first read of the chain');
    expect(textOf(container)).toContain('No transfers to deposit addresses yet');

    // What the live channel hands the store on 'chain:activity' (its wiring is tested with the store).
    act(() => useChainActivityStore.getState().activityReceived(chainActivity([chainTransfer({ id: 9, status: 'seen', confirmations: 1, paymentId: null })])));
    expect(rows(container).map((cells) => cells[2])).toEqual(['Confirming 1 of 3']);
    expect(textOf(container)).not.toContain('Waiting for the first read');
  });

  it('shows the newest transfers first and the rest on demand', async () => {
    const transfers = Array.from({ length: 12 }, (_, index) => chainTransfer({ id: 12 - index }));
    api.answer('GET /api/admin/payments/chain', { body: chainActivity(transfers) });
    const container = await panelShowing('Show all 12 transfers');
    expect(rows(container)).toHaveLength(8);
    const more = [...container.querySelectorAll('button')].find((button) => textOf(button) === 'Show all 12 transfers');
    act(() => more?.click());
    expect(rows(container)).toHaveLength(12);
  });
});

describe('the payments screen', () => {
  const payments = () => api.answer('GET /api/admin/payments', { body: { ...pageOf([]), summary: { total: 0, completed: 0, pending: 0, failed: 0, revenue: 0 } } });

  it('asks for chain activity only where on-chain payments are on', async () => {
    payments();
    const container = await render(<AdminPaymentsScreen />, '/admin/payments');
    await waitUntil(() => expect(api.requestsTo('GET /api/admin/payments')).toHaveLength(1));
    expect(textOf(container)).not.toContain('On-chain payments');
    expect(api.requestsTo('GET /api/admin/payments/chain')).toHaveLength(0);
  });

  it('shows the panel above the payments table where they are on', async () => {
    payments();
    api.answer('GET /api/admin/payments/chain', { body: chainActivity() });
    useSettingsStore.setState({ publicSettings: { ...initialSettings, chainPaymentsEnabled: true } });
    const container = await render(<AdminPaymentsScreen />, '/admin/payments');
    await waitUntil(() => expect(textOf(container)).toContain('Watching BNB Smart Chain'));
    const titles = [...container.querySelectorAll('h2')].map((title) => textOf(title));
    expect(titles.indexOf('On-chain payments')).toBeLessThan(titles.indexOf('Payments'));
  });
});
