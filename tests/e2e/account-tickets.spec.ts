import { expect, test } from './support/test';
import { adminContext, registerFresh, toastTitled } from './support/account';
import { watchConsole } from './support/auth';

test.describe('support tickets', () => {
  test('a member opens a ticket and sees the admin answer and the new status arrive live, once each @mobile', async ({ page, browser }, testInfo) => {
    const errors = watchConsole(page);
    await registerFresh(page, 'tix');
    await page.goto('/tickets');
    await expect(page.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
    await expect(page.getByText('No active tickets')).toBeVisible();

    await page.getByRole('button', { name: 'New Ticket' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Support Ticket' });
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 20 characters')).toBeVisible();
    await dialog.getByLabel('Subject').fill('Signal alerts stopped arriving');
    await dialog.getByLabel('Message').fill('Since yesterday I no longer receive alerts for new arbitrage signals in the app.');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(toastTitled(page, 'Ticket Created')).toBeVisible();
    await expect(page).toHaveURL(/\/tickets\?ticket=\d+/);
    const ticketId = new URL(page.url()).searchParams.get('ticket');

    const detail = page.getByRole('region', { name: 'Signal alerts stopped arriving' });
    await expect(detail.getByText('Open', { exact: true })).toBeVisible();
    await expect(detail.getByText('No responses yet.')).toBeVisible();

    const admin = await adminContext(browser, testInfo.project.use.baseURL);
    const answer = 'Thanks for the report: alerts were paused for your account by mistake and are back on now.';
    const response = await admin.request.post(`/api/admin/tickets/${ticketId}/respond`, { data: { message: answer } });
    expect(response.ok(), await response.text()).toBe(true);
    await admin.close();

    await expect(detail.getByText(answer)).toHaveCount(1);
    await expect(detail.getByText('Support Team')).toBeVisible();
    await expect(detail.getByText('In Progress', { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Add a Response' });
    await reply.getByLabel('Your response').fill('Too short');
    await reply.getByRole('button', { name: 'Send Response' }).click();
    await expect(reply.getByText('Response must be at least 10 characters')).toBeVisible();
    await reply.getByLabel('Your response').fill('Confirmed, the alerts arrive again. Thank you!');
    await reply.getByRole('button', { name: 'Send Response' }).click();
    await expect(toastTitled(page, 'Response Added')).toBeVisible();
    // Added by the POST answer and again by the live event: shown once.
    await expect(detail.getByText('Confirmed, the alerts arrive again. Thank you!')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a closed ticket sits under Closed, shows its conversation, and takes no reply', async ({ page, browser }, testInfo) => {
    await registerFresh(page, 'tix');
    const created = await page.request.post('/api/user/tickets', {
      data: { subject: 'Question about renewals', message: 'Will premium renew by itself at the end of the month?' },
    });
    const ticket = (await created.json()) as { id: number };
    const admin = await adminContext(browser, testInfo.project.use.baseURL);
    await admin.request.post(`/api/admin/tickets/${ticket.id}/respond`, { data: { message: 'No, you renew by paying again.' } });
    await admin.request.patch(`/api/admin/tickets/${ticket.id}/status`, { data: { status: 'closed' } });
    await admin.close();

    await page.goto('/tickets');
    await expect(page.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Closed (1)' }).click();
    const item = page.getByRole('link', { name: /Question about renewals/ });
    await expect(item).toContainText('Will premium renew by itself at the end of the month?');
    await expect(item).toContainText('Closed');
    await item.click();
    const detail = page.getByRole('region', { name: 'Question about renewals' });
    await expect(detail.getByText('No, you renew by paying again.')).toBeVisible();
    await expect(detail.getByText('This ticket is closed.')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  });

  test('a sixth open ticket is refused in the dialog, saying why; nothing is added', async ({ page }) => {
    await registerFresh(page, 'tix');
    for (let n = 1; n <= 5; n += 1) {
      const created = await page.request.post('/api/user/tickets', { data: { subject: `Open question ${n}`, message: 'A question that is still waiting for an answer.' } });
      expect(created.status()).toBe(201);
    }
    await page.goto('/tickets');
    await expect(page.getByRole('tab', { name: 'Active (5)' })).toBeVisible();
    await page.getByRole('button', { name: 'New Ticket' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Support Ticket' });
    await dialog.getByLabel('Subject').fill('One question too many');
    await dialog.getByLabel('Message').fill('Yet another question while five are still open.');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Ticket not created')).toBeVisible();
    await expect(dialog.getByText('You already have 5 open tickets. Please wait for our answer, or add to one of them, before opening a new one.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tab', { name: 'Active (5)' })).toBeVisible();
  });

  test('the list cuts previews at 60 characters', async ({ page }) => {
    await registerFresh(page, 'tix');
    const message = 'My withdrawal from the exchange took longer than the signal expected and the gap closed.';
    await page.request.post('/api/user/tickets', { data: { subject: 'Arbitrage timing', message } });
    await page.goto('/tickets');
    await expect(page.getByRole('link', { name: /Arbitrage timing/ })).toContainText(`${message.slice(0, 60).trimEnd()}…`);
  });
});
