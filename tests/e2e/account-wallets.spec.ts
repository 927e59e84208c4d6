import { expect, test } from './support/test';
import { registerFresh, toastTitled } from './support/account';
import { watchConsole } from './support/auth';

test.describe('payment methods', () => {
  test('a member adds, edits and deletes a wallet, with the spec messages and confirmation @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    await registerFresh(page, 'wal');
    await page.goto('/settings/payment');
    await expect(page.getByText('No wallets yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add wallet' });
    await dialog.getByRole('button', { name: 'Add wallet' }).click();
    await expect(dialog.getByText('Wallet name is required')).toBeVisible();
    await expect(dialog.getByText('Wallet address is required')).toBeVisible();
    await expect(dialog.getByText('Network is required')).toBeVisible();

    await dialog.getByLabel('Wallet name').fill('Binance main');
    // An address not of the network's shape is refused before anything is sent.
    await dialog.getByLabel('Wallet address').fill('0x123notanaddress');
    await dialog.getByLabel('Network').selectOption('BEP20 (BNB Smart Chain)');
    await dialog.getByRole('button', { name: 'Add wallet' }).click();
    await expect(dialog.getByText('A wallet address on this network is 0x followed by 40 hexadecimal characters')).toBeVisible();
    await dialog.getByLabel('Wallet address').fill('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063');
    await dialog.getByRole('button', { name: 'Add wallet' }).click();
    await expect(toastTitled(page, 'Payment method added')).toBeVisible();
    const list = page.getByRole('list', { name: 'Your wallets' });
    await expect(list.getByRole('heading', { name: 'Binance main' })).toBeVisible();
    await expect(list).toContainText('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063');

    await list.getByRole('button', { name: 'Edit Binance main' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit wallet' });
    await expect(edit.getByLabel('Wallet name')).toHaveValue('Binance main');
    await edit.getByLabel('Wallet name').fill('Trading wallet');
    await edit.getByLabel('Network').selectOption('TRC20 (Tron)');
    await edit.getByRole('button', { name: 'Save wallet' }).click();
    await expect(edit.getByText('A TRC20 (Tron) address starts with T and has 34 characters')).toBeVisible();
    await edit.getByLabel('Wallet address').fill('TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH');
    await edit.getByRole('button', { name: 'Save wallet' }).click();
    await expect(toastTitled(page, 'Payment method updated')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Trading wallet' })).toBeVisible();
    await expect(list).toContainText('TRC20 (Tron)');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trading wallet' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Trading wallet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Trading wallet?' });
    await expect(confirm).toContainText('This will permanently delete this wallet from your account.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastTitled(page, 'Payment method deleted')).toBeVisible();
    await expect(page.getByText('No wallets yet')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
