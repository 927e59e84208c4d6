import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { signIn, watchConsole } from './support/auth';

test.describe('help centre', () => {
  test('search and topics filter the questions, answers expand, and the support buttons work @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Help Center' }).click();
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('BEP20');
    const pay = page.getByRole('button', { name: 'How do I pay for Premium?' });
    await expect(pay).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I turn on two-factor authentication?' })).toHaveCount(0);

    await expect(pay).toHaveAttribute('aria-expanded', 'false');
    await pay.click();
    await expect(pay).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do I pay for Premium?' })).toContainText('transaction ID');

    await search.fill('zzzz qqq');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(search).toHaveValue('');

    const payments = page.getByRole('button', { name: /^Payments/ });
    await payments.click();
    await expect(payments).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Can I pay with Bitcoin or Ethereum?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is an arbitrage signal?' })).toHaveCount(0);
    await payments.click();
    await expect(page.getByRole('button', { name: 'What is an arbitrage signal?' })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:.+@.+/);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/settings\/support$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(errors).toEqual([]);
  });

  test('the privacy policy has its eight sections and date', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/privacy');
    await expect(page.getByText('Last updated April 5, 2025')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(8);
  });
});
