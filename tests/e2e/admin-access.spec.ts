import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { signIn } from './support/auth';
import { ADMIN_PATHS, signInAsAdmin } from './support/admin';

test.describe('who may open the back office', () => {
  test('an admin signs in at /admin-auth and reaches every section from the navigation', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const [label, heading] of [
      ['Users', 'User Management'],
      ['Signals', 'Signal Management'],
      ['Payments', 'Payment Management'],
      ['Tickets', 'Support Tickets'],
      ['Audit Log', 'Audit Log'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('a signed-in member is refused at /admin-auth and sent there from every /admin path', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/admin-auth');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();

    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page, `${path} must not open for a member`).toHaveURL(/\/admin-auth$/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    // The API agrees: the admin routes answer 403 to a member.
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  });

  test('a member who logs in at /admin-auth gets the Access Denied toast and panel', async ({ page }) => {
    await page.goto('/admin-auth');
    await page.getByLabel('Username').fill(DEMO.trader.username);
    await page.getByLabel('Password').fill(DEMO.trader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText("You don't have admin privileges.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('a visitor is sent from /admin to the admin login @mobile', async ({ page }) => {
    await page.goto('/admin/payments');
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});
