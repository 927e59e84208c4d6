import { expect, type Locator } from '@playwright/test';

/**
 * Submits a form the app refuses, and waits until focus has settled on the first field in error, as a keyboard user
 * would find it. React Hook Form moves focus there twice, at once and again in a timer; Playwright's fill focuses a
 * field and types into whatever is focused in two steps, so a fill that ran between the two moves typed into the
 * field in error instead (a journey failed so in CI). A timer set now runs after the form's own (timers of equal
 * delay run in the order they were set).
 */
export async function submitRefused(submit: Locator, firstInError: Locator): Promise<void> {
  await submit.click();
  await expect(firstInError).toBeFocused();
  await submit.page().evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
