import { expect, test } from './support/test';
import { registerFresh, toastTitled } from './support/account';

test.describe('language', () => {
  test('a member picks one of the eight languages and it is saved on the account', async ({ page }) => {
    await registerFresh(page, 'lang');
    await page.goto('/settings/language');
    await expect(page.getByRole('radio')).toHaveCount(8);
    await expect(page.getByRole('radio', { name: /English/ })).toBeChecked();
    await expect(page.getByText(/Translations are on the way/)).toBeVisible();

    await page.getByRole('radio', { name: /Español/ }).check();
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(toastTitled(page, 'Language updated')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('radio', { name: /Español/ })).toBeChecked();
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: /^Language/ })).toContainText('Spanish');
  });
});
