import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { adminSession } from './support/admin';
import { watchConsole } from './support/auth';
import { sharedPage } from './support/sharedPage';

const SCREENS: { path: string; heading: string; nav: string }[] = [
  { path: '/admin', heading: 'Admin Dashboard', nav: 'Dashboard' },
  { path: '/admin/users', heading: 'User Management', nav: 'Users' },
  { path: '/admin/reset-password', heading: 'Reset User Password', nav: 'Reset Password' },
  { path: '/admin/signals', heading: 'Signal Management', nav: 'Signals' },
  { path: '/admin/news', heading: 'News Management', nav: 'News' },
  { path: '/admin/airdrops', heading: 'Airdrops Management', nav: 'Airdrops' },
  { path: '/admin/settings', heading: 'System Settings', nav: 'Settings' },
  { path: '/admin/payments', heading: 'Payment Management', nav: 'Payments' },
  { path: '/admin/plans', heading: 'Plans', nav: 'Plans' },
  { path: '/admin/promo-codes', heading: 'Promo Codes', nav: 'Promo Codes' },
  { path: '/admin/analytics', heading: 'Revenue Analytics', nav: 'Analytics' },
  { path: '/admin/support-tickets', heading: 'Support Tickets', nav: 'Tickets' },
  { path: '/admin/notifications', heading: 'Notifications', nav: 'Notifications' },
  { path: '/admin/audit', heading: 'Audit Log', nav: 'Audit Log' },
];

/** Screens reached through a section's tabs rather than the navigation: the Signals section's draft desk and sources. */
const TAB_SCREENS: { path: string; heading: string }[] = [
  { path: '/admin/signals/drafts', heading: 'Signal Management' },
  { path: '/admin/signals/sources', heading: 'Signal Management' },
];

// An axe pass takes several seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });


async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Let the first load settle (skeletons replaced by rows).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`the back office in the ${theme} theme`, () => {
    const page = sharedPage({ signIn: adminSession, theme });
    for (const { path, heading } of [...SCREENS, ...TAB_SCREENS]) {
      test(`${path} has no serious or critical axe violation (${theme} theme)`, async () => {
        const errors = watchConsole(page());
        await openScreen(page(), path, heading);
        expect(await seriousViolations(page())).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

const DIALOGS: { path: string; heading: string; open: string | RegExp; name: string | RegExp }[] = [
  { path: '/admin/signals', heading: 'Signal Management', open: 'Add Signal', name: 'Add Signal' },
  { path: '/admin/news', heading: 'News Management', open: 'Add News', name: 'Add News' },
  { path: '/admin/airdrops', heading: 'Airdrops Management', open: 'Add New Airdrop', name: 'Add New Airdrop' },
  { path: '/admin/notifications', heading: 'Notifications', open: 'Create Notification', name: 'Create Notification' },
  { path: '/admin/payments', heading: 'Payment Management', open: /View Details/, name: /Payment Details/ },
  { path: '/admin/support-tickets', heading: 'Support Tickets', open: /Respond to/, name: 'Respond to Ticket' },
  { path: '/admin/users', heading: 'User Management', open: /^Edit /, name: 'Edit User' },
  { path: '/admin/signals/sources', heading: 'Signal Management', open: 'New source', name: 'New source' },
];

test.describe('the back office’s dialogs', () => {
  const page = sharedPage({ signIn: adminSession });
  for (const { path, heading, open, name } of DIALOGS) {
    test(`the ${String(name)} dialog has no serious or critical axe violation`, async () => {
      await openScreen(page(), path, heading);
      await page().getByRole('button', { name: open }).first().click();
      await expect(page().getByRole('dialog', { name })).toBeVisible();
      expect(await seriousViolations(page())).toEqual([]);
    });
  }
});

test.describe('the back office’s menu on a phone', () => {
  const page = sharedPage({ signIn: adminSession });
  for (const { path, heading, nav } of SCREENS) {
    // @phone: the slide-up menu is the phone navigation, so these run in the mobile project only.
    test(`on a phone, the slide-up menu opens ${path} and axe finds no serious or critical violation @phone`, async () => {
      await page().goto(path === '/admin' ? '/admin/audit' : '/admin');
      await page().getByRole('button', { name: 'Menu' }).click();
      await page().getByRole('dialog', { name: 'Admin Menu' }).getByRole('link', { name: nav, exact: true }).click();
      await expect(page().getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page().locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      expect(await seriousViolations(page())).toEqual([]);
    });
  }
});
