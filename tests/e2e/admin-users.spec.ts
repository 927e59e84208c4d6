import { generate } from 'otplib';
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { adminSession, newMember } from './support/admin';

test.describe('user management', () => {
  test('an admin finds a member, bans them (after confirming) and lifts the ban', async ({ page, browser }) => {
    const member = await newMember(browser, 'ban');
    await adminSession(page);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Ban ${member.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Ban ${member.username}?` });
    await confirm.getByRole('button', { name: 'Ban User' }).click();
    await expect(page.getByText('User banned', { exact: true })).toBeVisible();
    await expect(row.getByText('Banned', { exact: true })).toBeVisible();
    // The member's session is over and the server refuses them. Asked again once if the member's kept-alive connection
    // was reset (it can reach the server's idle timeout as the request leaves): a browser retries such a GET by itself.
    const asked = await member.context.request.get('/api/user').catch(() => member.context.request.get('/api/user'));
    expect(asked.ok()).toBe(false);

    await row.getByRole('button', { name: `Unban ${member.username}` }).click();
    await expect(page.getByText('User unbanned', { exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    const login = await member.context.request.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(login.ok()).toBe(true);
    await member.context.close();
  });

  test('admins cannot be banned, and an admin cannot take themselves off the staff', async ({ page }) => {
    await adminSession(page);
    await page.goto('/admin/users');
    await page.getByRole('combobox', { name: 'Filter by role' }).selectOption('admin');
    const row = page.getByRole('row').filter({ hasText: 'admin@example.com' });
    await expect(row.getByRole('button', { name: `Ban ${DEMO.admin.username}` })).toBeDisabled();

    await row.getByRole('button', { name: `Edit ${DEMO.admin.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    // The owner's role picker (issue 46): their own role offers no way off the staff.
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveValue('owner');
    await expect(role.getByRole('option')).toHaveText(['Owner', 'Admin', 'Finance', 'Support', 'Editor', 'Analyst']);
    await expect(dialog.getByText('You cannot remove your own admin rights.', { exact: false })).toBeVisible();
  });

  test('the reset password dialog checks that both passwords match, then resets', async ({ page, browser }) => {
    const member = await newMember(browser, 'pwd');
    await adminSession(page);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username);
    // The list answers the search after a pause, moving the rows: click once it has, or the row may move under the pointer.
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Reset password of ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('New Password').fill('NewPass#123');
    await dialog.getByLabel('Confirm Password').fill('Different#1');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();

    await dialog.getByLabel('Confirm Password').fill('NewPass#123');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset', { exact: true })).toBeVisible();
    const login = await member.context.request.post('/api/login', { data: { username: member.username, password: 'NewPass#123' } });
    expect(login.ok()).toBe(true);
    await member.context.close();
  });

  test('an admin clears a member’s two-factor from the row (after confirming): the member is signed out and signs in with the password alone', async ({ page, browser }) => {
    const member = await newMember(browser, 'tfr');
    const setup = await member.context.request.post('/api/user/2fa-setup', { data: { password: member.password } });
    const { secretKey: secret } = (await setup.json()) as { secretKey: string };
    expect((await member.context.request.post('/api/user/2fa-verify', { data: { code: await generate({ secret }), password: member.password } })).ok()).toBe(true);

    await adminSession(page);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username);
    // The list answers the search after a pause, moving the rows: click once it has, or the row may move under the pointer.
    await expect(page.getByText('1 Total', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Reset two-factor of ${member.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Reset two-factor for ${member.username}?` });
    await confirm.getByRole('button', { name: 'Reset Two-Factor' }).click();
    await expect(page.getByText('Two-factor reset', { exact: true })).toBeVisible();
    // Offered only while two-factor is on.
    await expect(row.getByRole('button', { name: `Reset two-factor of ${member.username}` })).toHaveCount(0);

    expect((await member.context.request.get('/api/user')).ok()).toBe(false);
    const login = await member.context.request.post('/api/login', { data: { username: member.username, password: member.password } });
    expect(login.ok(), await login.text()).toBe(true);
    await member.context.close();
  });

  test('the reset password screen: pick a user, set the password, the selection clears', async ({ page, browser }) => {
    const member = await newMember(browser, 'rps');
    await adminSession(page);
    await page.goto('/admin/reset-password');
    await expect(page.getByText('Please select a user from the table')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(member.username);
    // The list answers the search after a pause, moving the rows: click once it has, or the row may move under the pointer.
    await expect(page.getByText('Showing 1–1 of 1 users', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Select ${member.username}` }).click();
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New Password').fill('Screen#Reset9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
    await expect(page.getByText('Please select a user from the table')).toBeVisible();
    const login = await member.context.request.post('/api/login', { data: { username: member.username, password: 'Screen#Reset9' } });
    expect(login.ok()).toBe(true);
    await member.context.close();
  });
});
