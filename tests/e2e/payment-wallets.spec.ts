import { expect, test } from './support/test';
import { adminSession, newMember } from './support/admin';

/** The demo data's Ethereum receiving address (a burn address), put back after the test changes it. */
const DEMO_ETH = '0x000000000000000000000000000000000000dEaD';

test.describe('receiving wallets', () => {
  // The second test changes the Ethereum address for a moment (the journeys share one server): the first names only the others.

  test('a demo burn address carries an unmissable warning for members and a red banner naming the setting for admins @mobile', async ({ page, browser }) => {
    const member = await newMember(browser, 'wal');
    await member.page.goto('/payment?method=usdt');
    const warning = member.page.getByRole('status').filter({ hasText: 'Demo wallet: do not send real money' });
    await expect(warning).toBeVisible();
    // Above the address and the form: seen before anything is sent.
    const warningBox = await warning.boundingBox();
    const addressBox = await member.page.getByText('USDT receiving address').boundingBox();
    expect(warningBox!.y).toBeLessThan(addressBox!.y);
    await member.page.goto('/premium');
    await expect(member.page.getByText('Demo wallet: do not send real money')).toBeVisible();

    await adminSession(page);
    await page.goto('/admin');
    const banner = page.getByRole('alert').filter({ hasText: 'burn address' });
    await expect(banner).toContainText('usdt_wallet_address');
    await expect(banner).toContainText('btc_wallet_address');
    await expect(banner.getByRole('link', { name: 'Set your own wallet in Settings' })).toHaveAttribute('href', '/admin/settings');
    await member.context.close();
  });

  test('each network checks its address when saved; a real one lifts the warning for that method alone', async ({ page, browser }) => {
    await adminSession(page);
    try {
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Payment' }).click();
      const eth = page.getByLabel('Ethereum Wallet Address');
      await eth.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText(/An Ethereum receiving address is 0x followed by 40 hexadecimal characters/).first()).toBeVisible();

      await eth.fill('0x52908400098527886E0F7030069857D2E4169EE7');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
      const banner = page.getByRole('alert').filter({ hasText: 'burn address' });
      await expect(banner).toContainText('usdt_wallet_address');
      await expect(banner).not.toContainText('eth_wallet_address');

      const member = await newMember(browser, 'wal');
      await member.page.goto('/payment?method=ethereum');
      await expect(member.page.getByText('0x52908400098527886E0F7030069857D2E4169EE7')).toBeVisible();
      await expect(member.page.getByText('Demo wallet: do not send real money')).toHaveCount(0);
      await member.page.getByRole('tab', { name: 'USDT' }).click();
      await expect(member.page.getByText('Demo wallet: do not send real money')).toBeVisible();
      await member.context.close();
    } finally {
      await page.request.put('/api/admin/settings', { data: { settings: [{ key: 'eth_wallet_address', value: DEMO_ETH }] } });
    }
  });
});
