import { expect, test } from './support/test';
import { registerFresh, toastTitled } from './support/account';

test.describe('language', () => {
  test('a member picks one of the eight languages: the app speaks it at once, and after a reload', async ({ page }) => {
    await registerFresh(page, 'lang');
    await page.goto('/settings/language');
    await expect(page.getByRole('radio')).toHaveCount(8);
    await expect(page.getByRole('radio', { name: /English/ })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('radio', { name: /Español/ }).check();
    await page.getByRole('button', { name: 'Save language' }).click();
    // Switched before the toast: the confirmation is already in Spanish, and so is the screen.
    await expect(toastTitled(page, 'Idioma actualizado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Idioma', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(page.getByRole('radio', { name: /Español/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Guardar idioma' })).toBeDisabled();
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the saved language applies at sign-in on another device', async ({ page, browser }) => {
    const account = await registerFresh(page, 'langdev');
    expect((await page.request.post('/api/user/language', { data: { language: 'ja' } })).ok()).toBe(true);

    // A browser that never saw the app, in English.
    const other = await browser.newContext({ locale: 'en-US' });
    const phone = await other.newPage();
    await phone.goto('/auth');
    await expect(phone.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await phone.getByLabel('Username').fill(account.username);
    await phone.getByLabel('Password', { exact: true }).fill(account.password);
    await phone.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'ja');
    await phone.goto('/settings/language');
    await expect(phone.getByRole('heading', { name: '言語', level: 1 })).toBeVisible();
    await other.close();
  });
});

test.describe('a visitor', () => {
  test.use({ locale: 'de-DE' });

  test('whose browser asks for German gets the sign-in screen in German, and can pick another language there', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.getByLabel('Sprache').selectOption('ja');
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // Kept on this device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'おかえりなさい' })).toBeVisible();
  });
});
