import { expect, test } from './support/test';
import { adminSession, newMember, uniqueTag } from './support/admin';

test.describe('a back office for a team (issue 46)', () => {
  test('the owner makes a member a support agent, who answers a ticket with a canned reply and cannot open payments', async ({ page, browser }) => {
    const agent = await newMember(browser, 'agt');
    const asker = await newMember(browser, 'ask');
    const subject = `Renewal question ${uniqueTag()}`;
    const created = await asker.context.request.post('/api/user/tickets', { data: { subject, message: 'When does my premium renew, and how do I pay for it?' } });
    expect(created.status(), await created.text()).toBe(201);
    const ticket = (await created.json()) as { id: number };

    // The owner (the demo's admin) gives the member the Support role.
    await adminSession(page);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(agent.username);
    const row = page.getByRole('row').filter({ hasText: agent.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit ${agent.username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Role').selectOption({ label: 'Support' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expect(row.getByText('Support', { exact: true })).toBeVisible();

    // The agent's back office: tickets, and no payments in the menu.
    const desk = agent.page;
    await desk.goto('/admin');
    const sections = desk.getByRole('navigation', { name: 'Admin', exact: true });
    await expect(sections.getByRole('link', { name: 'Tickets' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Payments' })).toHaveCount(0);

    await desk.goto('/admin/support-tickets');
    await desk.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
    const ticketRow = desk.getByRole('row').filter({ hasText: subject });
    await expect(ticketRow).toHaveCount(1);
    await ticketRow.getByRole('button', { name: `Respond to ${subject}` }).click();
    const respond = desk.getByRole('dialog', { name: 'Respond to Ticket' });
    // Beside the ticket, the member it is from.
    await expect(respond.getByText(asker.username).first()).toBeVisible();
    await respond.getByLabel('Insert canned reply').selectOption({ label: 'We are looking into it' });
    await respond.getByRole('button', { name: 'Insert', exact: true }).click();
    const answer = `Hello ${asker.username},\n\nThank you for your message. We are looking into ticket #${ticket.id} and will get back to you shortly.`;
    // Filled for this member and this ticket, shown before it is sent.
    await expect(respond.getByLabel('Your response')).toHaveValue(answer);
    await respond.getByRole('button', { name: 'Send Response' }).click();
    await expect(desk.getByText('Response sent', { exact: true })).toBeVisible();
    const responses = (await (await asker.context.request.get(`/api/user/tickets/${ticket.id}/responses`)).json()) as { message: string; isFromAdmin: boolean }[];
    expect(responses).toContainEqual(expect.objectContaining({ message: answer, isFromAdmin: true }));

    // Payments stay closed: by address, and to the API.
    await desk.goto('/admin/payments');
    await expect(desk.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
    const refused = await agent.context.request.get('/api/admin/payments');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('roleRequired');
    await agent.context.close();
    await asker.context.close();
  });
});
