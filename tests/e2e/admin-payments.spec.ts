import { expect, test } from './support/test';
import { adminSession, fakeTxid, fakeWallet, newMember, type Member } from './support/admin';
import { liveReady } from './support/trader';

async function submitPayment(member: Member) {
  const txid = fakeTxid();
  const wallet = fakeWallet();
  const response = await member.context.request.post('/api/payment', { data: { transactionId: txid, amount: 60, paymentMethod: 'usdt', fromAddress: wallet } });
  expect(response.status(), await response.text()).toBe(201);
  return { txid, wallet, payment: (await response.json()) as { id: number } };
}

test.describe('payment review', () => {
  test('a submitted payment arrives live; approving it makes the payer premium', async ({ page, browser }) => {
    const member = await newMember(browser, 'pay');
    await adminSession(page);
    // The payment is sent once the page's socket is connected: this journey is about the push, not the first load.
    const live = liveReady(page);
    await page.goto('/admin/payments');
    await live;
    const pendingCount = page.getByRole('group', { name: 'Pending' }).getByText(/^\d+$/);
    await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(pendingCount).toBeVisible();
    const pendingBefore = Number(await pendingCount.textContent());

    const { txid, payment } = await submitPayment(member);

    // No reload: the row lands on top of the table, with a toast and the pending count bumped.
    await expect(page.getByText('New payment', { exact: true })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Payments' }).getByRole('row');
    const firstRow = rows.filter({ hasText: member.username });
    await expect(firstRow).toBeVisible();
    // On top (other journeys may submit payments at the same moment, so "among the newest").
    const texts = await rows.allTextContents();
    expect(texts.findIndex((text) => text.includes(member.username))).toBeLessThanOrEqual(3);
    await expect(firstRow).toContainText(txid.slice(0, 12));
    await expect(firstRow).not.toContainText(txid.slice(0, 13));
    await expect.poll(async () => Number(await pendingCount.textContent())).toBeGreaterThan(pendingBefore);

    await firstRow.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: `Payment Details (Transaction #${payment.id})` });
    await expect(dialog.getByText(txid)).toBeVisible();
    await expect(dialog.getByText('$60.00', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('No earlier payments.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve Payment' }).click();

    // Approving asks to confirm, as rejecting does: Back changes nothing, Confirm Approval decides.
    const confirm = page.getByRole('dialog', { name: 'Approve this payment?' });
    await expect(confirm.getByText(`$60.00 (USDT on BEP20) from ${member.username} will be marked completed`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('button', { name: 'Approve Payment' })).toBeVisible();
    await expect(firstRow.getByText('Pending', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve Payment' }).click();
    await confirm.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(page.getByText('Payment approved', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(firstRow.getByText('Completed', { exact: true })).toBeVisible();

    // The payer is premium now: for the server, and in the users table.
    const me = (await (await member.context.request.get('/api/user')).json()) as { isPremium: boolean };
    expect(me.isPremium).toBe(true);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByText('Premium', { exact: true })).toBeVisible();
    await member.context.close();
  });

  test('rejecting asks for confirmation and an optional reason the payer sees', async ({ page, browser }) => {
    const member = await newMember(browser, 'rej');
    const { txid } = await submitPayment(member);
    await adminSession(page);
    await page.goto('/admin/payments');
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(txid);
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /View Details/ }).click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'Reject this payment?' });
    await confirm.getByLabel('Reason (optional)').fill('The transaction was not found on BEP20.');
    await confirm.getByRole('button', { name: 'Reject Payment' }).click();
    await expect(page.getByText('Payment rejected', { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.username }).getByText('Failed', { exact: true })).toBeVisible();

    const mine = (await (await member.context.request.get('/api/payments')).json()) as { status: string; rejectReason: string | null }[];
    expect(mine[0]).toMatchObject({ status: 'failed', rejectReason: 'The transaction was not found on BEP20.' });
    await member.context.close();
  });

  test('a payment row links its transaction and sending wallet to the network’s explorer, in a new tab @mobile', async ({ page, browser }) => {
    const member = await newMember(browser, 'exp');
    const { txid, wallet, payment } = await submitPayment(member);
    await adminSession(page);
    await page.goto('/admin/payments');
    // The sending wallet finds the payment too.
    await page.getByRole('searchbox', { name: 'Search payments' }).fill(wallet);
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();

    const row = page.getByRole('list', { name: 'Payments' }).getByRole('listitem').or(page.getByRole('table', { name: 'Payments' }).getByRole('row')).filter({ hasText: member.username });
    const transaction = row.getByRole('link', { name: `${txid.slice(0, 12)}… on BscScan (opens in a new tab)` });
    await expect(transaction).toHaveAttribute('href', `https://bscscan.com/tx/${txid}`);
    await expect(transaction).toHaveAttribute('target', '_blank');
    await expect(transaction).toHaveAttribute('rel', 'noopener noreferrer');
    const sender = row.getByRole('link', { name: `${wallet.slice(0, 6)}…${wallet.slice(-4)} on BscScan (opens in a new tab)` });
    await expect(sender).toHaveAttribute('href', `https://bscscan.com/address/${wallet}`);
    await expect(sender).toHaveAttribute('rel', 'noopener noreferrer');

    // The review dialog links both in full.
    await row.getByRole('button', { name: `View Details of payment #${payment.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment Details (Transaction #${payment.id})` });
    await expect(dialog.getByText(wallet)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Transaction on BscScan (opens in a new tab)' })).toHaveAttribute('href', `https://bscscan.com/tx/${txid}`);
    await expect(dialog.getByRole('link', { name: 'Sending wallet on BscScan (opens in a new tab)' })).toHaveAttribute('href', `https://bscscan.com/address/${wallet}`);
    await member.context.close();
  });

  test('filters: status and an empty search say so @mobile', async ({ page, browser }) => {
    // A payment waiting for review, found by its sending wallet: the status filter must hide it when it asks for another status.
    const member = await newMember(browser, 'flt');
    const { wallet } = await submitPayment(member);
    await adminSession(page);
    await page.goto('/admin/payments');
    const status = page.getByRole('combobox', { name: 'Filter by status' });
    const search = page.getByRole('searchbox', { name: 'Search payments' });
    const rows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem').or(page.getByRole('table', { name: 'Payments' }).getByRole('row'));

    await search.fill(wallet);
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: member.username }).getByText('Pending', { exact: true })).toBeVisible();
    await status.selectOption('failed');
    await expect(page.getByText('0 Found', { exact: true })).toBeVisible();
    await expect(page.getByText('No payments found matching your criteria.')).toBeVisible();
    await status.selectOption('pending');
    await expect(page.getByText('1 Found', { exact: true })).toBeVisible();

    // Without a search, 'Failed' lists as many payments as the server holds failed, and each one shown says Failed.
    await search.fill('');
    await status.selectOption('failed');
    const failed = (await (await page.request.get('/api/admin/payments?status=failed')).json()) as { total: number };
    expect(failed.total).toBeGreaterThan(0);
    await expect(page.getByText(`${failed.total} Found`, { exact: true })).toBeVisible();
    const shown = rows.filter({ has: page.getByText(/^(Pending|Completed|Failed)$/) });
    await expect(shown.first()).toBeVisible();
    for (const row of await shown.all()) {
      await expect(row.getByText('Failed', { exact: true })).toBeVisible();
    }

    await search.fill('no-such-payment-anywhere');
    await expect(page.getByText('No payments found matching your criteria.')).toBeVisible();
    await expect(page.getByText('0 Found', { exact: true })).toBeVisible();
    await member.context.close();
  });
});
