import { expect, test } from './support/test';
import { adminSession, newMember, uniqueTag } from './support/admin';

test.describe('notifications', () => {
  test('an admin finds one user by name, sends them a notification, and only they receive it', async ({ page, browser }) => {
    const member = await newMember(browser, 'ntf');
    const title = `Your account review ${uniqueTag()}`;
    await adminSession(page);
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Create Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('We checked your account and everything is in order.');
    await dialog.getByLabel('Type').selectOption('success');
    await dialog.getByRole('radio', { name: /Specific users/ }).check();

    // The recipient combobox searches the real users; the keyboard picks one.
    const combobox = dialog.getByRole('combobox', { name: 'Recipients' });
    await combobox.fill(member.username.slice(0, -2));
    await expect(dialog.getByRole('option', { name: new RegExp(member.username) })).toBeVisible();
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect(dialog.getByRole('button', { name: `Remove ${member.username}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Notification' }).click();

    await expect(page.getByText('Notification created', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Individual')).toBeVisible();
    await expect(row.getByText(member.username)).toBeVisible();

    const inbox = (await (await member.context.request.get('/api/notifications')).json()) as { title: string }[];
    expect(inbox.map((n) => n.title)).toContain(title);
    const others = (await (await page.request.get('/api/notifications')).json()) as { title: string }[];
    expect(others.map((n) => n.title)).not.toContain(title);
    await member.context.close();
  });

  test('specific users needs a recipient; the form shows the spec messages', async ({ page }) => {
    await adminSession(page);
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Create Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Notification' });
    await dialog.getByLabel('Title').fill('Hi');
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Send Notification' }).click();
    await expect(dialog.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await dialog.getByRole('radio', { name: /Specific users/ }).check();
    await dialog.getByLabel('Title').fill('Maintenance');
    await dialog.getByLabel('Message').fill('A short maintenance window tonight.');
    await dialog.getByRole('button', { name: 'Send Notification' }).click();
    await expect(dialog.getByText('Choose at least one recipient, or send to all users')).toBeVisible();
  });

  test('viewing and deleting a notification (with confirmation)', async ({ page, browser }) => {
    const member = await newMember(browser, 'ndl');
    const title = `Temporary notice ${uniqueTag()}`;
    await adminSession(page);
    const created = await page.request.post('/api/admin/notifications', {
      data: { title, message: 'This notice is about to be deleted.', type: 'warning', userIds: [member.id] },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/notifications');
    await page.getByRole('searchbox', { name: 'Search notifications' }).fill(title);
    // The list answers the search after a pause, moving the rows: click once it has, or the row may move under the pointer.
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await expect(view.getByText(`Sent to User ID ${member.id}`)).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete notification?' });
    await expect(confirm.getByText('Are you sure you want to delete this notification? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Notification deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No notifications found matching your criteria.')).toBeVisible();
    await member.context.close();
  });
});
