import { expect, type Locator, type Page } from '@playwright/test';

/** The visible form of the auth screens: the active tab panel (both tabs stay in the page, one hidden). */
export function form(page: Page): Locator {
  return page.getByRole('tabpanel').or(page.locator('main form')).first();
}

/** Signs in through the /auth screen as a user would, and waits for the home screen. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await form(page).getByLabel('Username').fill(username);
  await form(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/**
 * Signs the page's browser in through the API, as the sign-in screen does, without loading that screen: for journeys
 * and scans about another screen (the sign-in journeys keep the page). The session cookie lands in the page's context.
 */
export async function signInThroughApi(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
