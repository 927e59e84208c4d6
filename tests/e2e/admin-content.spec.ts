import { expect, test } from './support/test';
import { adminSession, uniqueTag } from './support/admin';

test.describe('news and airdrops', () => {
  test('news: add a draft, publish it, and delete it after confirming its title', async ({ page }) => {
    const title = `Market wrap ${uniqueTag()}`;
    await adminSession(page);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add News' });
    await dialog.getByLabel('Title').fill('Tiny');
    await dialog.getByRole('button', { name: 'Add News' }).click();
    await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Content must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Spreads narrowed across the major venues this week.');
    await dialog.getByRole('switch', { name: /Published/ }).uncheck();
    await dialog.getByRole('button', { name: 'Add News' }).click();
    await expect(page.getByText('News created', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: /Drafts/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('News published', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /Published/ }).click();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete news item?' });
    await expect(confirm.getByText(`Are you sure you want to delete "${title}"?`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('News deleted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('airdrops: the form defaults the end date 30 days ahead; a new airdrop can be deactivated and deleted', async ({ page }) => {
    const title = `Testnet quest ${uniqueTag()}`;
    await adminSession(page);
    await page.goto('/admin/airdrops');
    await page.getByRole('button', { name: 'Add New Airdrop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Airdrop' });
    const endDate = dialog.getByLabel('End Date');
    const expected = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect(endDate).toHaveValue(`${expected.getFullYear()}-${pad(expected.getMonth() + 1)}-${pad(expected.getDate())}`);
    const today = new Date();
    await expect(endDate).toHaveAttribute('min', `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
    await expect(dialog.getByLabel('Value (USD)')).toHaveAttribute('step', '0.01');

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Project Name').fill('Quest Labs');
    await dialog.getByLabel('Token Symbol').fill('qst');
    await dialog.getByLabel('Description').fill('Complete three testnet quests to qualify for the drop.');
    await dialog.getByLabel('Registration URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Airdrop' }).click();
    await expect(dialog.getByText('Please enter a valid URL.')).toBeVisible();
    await dialog.getByLabel('Registration URL').fill('https://example.com/quest');
    await dialog.getByLabel('Value (USD)').fill('25.5');
    await dialog.getByRole('button', { name: 'Add Airdrop' }).click();
    await expect(page.getByText('Airdrop has been created')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('QST', { exact: true })).toBeVisible();
    await expect(card.getByText('$25.50')).toBeVisible();
    await card.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(page.getByText('Airdrop status has been toggled')).toBeVisible();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete airdrop?' });
    await expect(confirm.getByText('Are you sure you want to delete this airdrop? This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Airdrop has been deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
