import { expect, test } from './support/test';
import { adminSession, newMember, uniqueTag } from './support/admin';
import { liveReady } from './support/trader';

test.describe('support tickets', () => {
  test('a new ticket arrives live; the admin answers it and sets its status', async ({ page, browser }) => {
    const member = await newMember(browser, 'tic');
    const subject = `Withdrawal question ${uniqueTag()}`;
    await adminSession(page);
    const live = liveReady(page);
    await page.goto('/admin/support-tickets');
    await expect(page.getByRole('table', { name: 'Support tickets' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Pushed only to a page whose socket is connected: a busy machine can take a while to connect it.
    await live;

    const created = await member.context.request.post('/api/user/tickets', {
      data: { subject, message: 'How long does a withdrawal of my arbitrage profits usually take?' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ticket = (await created.json()) as { id: number };

    await expect(page.getByText('New support ticket', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText(member.username);

    await row.getByRole('button', { name: `Respond to ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to Ticket' });
    await dialog.getByLabel('Your response').fill('Hi');
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await expect(dialog.getByText('Response must be at least 5 characters long')).toBeVisible();
    await dialog.getByLabel('Your response').fill('Withdrawals are processed within one business day.');
    await dialog.getByRole('button', { name: 'Send Response' }).click();
    await expect(page.getByText('Response sent', { exact: true })).toBeVisible();

    await row.getByRole('combobox', { name: `Status of ticket ${subject}` }).selectOption('in_progress');
    await expect(page.getByText('Status updated', { exact: true })).toBeVisible();
    await expect(row.getByText('In Progress', { exact: true }).first()).toBeVisible();

    // What the member sees through the API: the answer and the new status.
    const responses = (await (await member.context.request.get(`/api/user/tickets/${ticket.id}/responses`)).json()) as { message: string; isFromAdmin: boolean }[];
    expect(responses).toContainEqual(expect.objectContaining({ message: 'Withdrawals are processed within one business day.', isFromAdmin: true }));
    const mine = (await (await member.context.request.get(`/api/user/tickets/${ticket.id}`)).json()) as { status: string };
    expect(mine.status).toBe('in_progress');
    await member.context.close();
  });

  test('a reply from the user shows up in the open conversation', async ({ page, browser }) => {
    const member = await newMember(browser, 'rep');
    const subject = `Signal alerts ${uniqueTag()}`;
    const created = await member.context.request.post('/api/user/tickets', {
      data: { subject, message: 'My signal alerts stopped arriving yesterday evening, can you check?' },
    });
    const ticket = (await created.json()) as { id: number };
    await adminSession(page);
    const live = liveReady(page);
    await page.goto('/admin/support-tickets');
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
    // The list answers the search after a pause, moving the rows: click once it has, or the row may move under the pointer.
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Respond to ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Respond to Ticket' });
    await expect(dialog.getByText('No replies yet.')).toBeVisible();
    await live;

    const reply = await member.context.request.post(`/api/user/tickets/${ticket.id}/responses`, {
      data: { message: 'Adding a detail: it is the e-mail alerts only.' },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    await expect(dialog.getByText('Adding a detail: it is the e-mail alerts only.')).toBeVisible();
    await member.context.close();
  });
});
