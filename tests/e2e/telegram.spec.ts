import { STORAGE_KEYS } from '@signals/protocol';
import { startTelegramStandIn, type TelegramStandIn } from '../../packages/server/test/support/telegramStandIn';
import { DEMO } from './support/accounts';
import { registerFresh, toastTitled } from './support/account';
import { seriousViolations } from './support/axe';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

test.describe('Telegram in Settings', () => {
  test('says Telegram is not set up where the site has no bot, and offers nothing to link @mobile', async ({ page }) => {
    await registerFresh(page, 'tgoff');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Telegram/ }).click();
    await expect(page.getByRole('heading', { name: 'Telegram', level: 1 })).toBeVisible();
    await expect(page.getByText('Telegram is not set up here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Telegram' })).toHaveCount(0);
  });

  test('the back office says the bot is not configured where the site has none', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: DEMO.admin })).ok()).toBe(true);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Telegram' }).click();
    const panel = page.getByRole('region', { name: 'The bot' });
    await expect(panel).toContainText('Not configured: set TELEGRAM_BOT_TOKEN on the server');
    await expect(panel).toContainText('Latest delivery problems');
  });

  test.describe('with a bot', () => {
    let telegram: TelegramStandIn;
    let server: OwnServer;

    test.beforeAll(async () => {
      // The Bot API's stand-in (packages/server/test/support), speaking Telegram's wire format on this machine.
      telegram = await startTelegramStandIn();
      server = await startOwnServer('telegram', () => ({ ...telegram.env, TELEGRAM_POLL_TIMEOUT_SECONDS: '1' }));
    });

    test.afterAll(async () => {
      await server?.close();
      await telegram?.close();
    });

    test('a member links their account through the bot, sees it linked in Settings, and unlinks it', async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
      try {
        const page = await context.newPage();
        await registerFresh(page, 'tglink');
        await page.goto('/settings/telegram');
        await expect(page.getByText('Not linked', { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Link Telegram' }).click();

        // The link opens the bot with a single-use token as its start parameter.
        const open = page.getByRole('link', { name: 'Open Telegram' });
        await expect(open).toHaveAttribute('href', /^https:\/\/t\.me\/SignalDeskBot\?start=[A-Za-z0-9_-]{20,64}$/);
        await expect(page.getByText('The link works once, for 15 minutes')).toBeVisible();
        const token = new URL((await open.getAttribute('href'))!).searchParams.get('start')!;

        // In Telegram, the member presses Start: the bot answers there, and the screen follows without a reload.
        const tgUser = telegram.user(7_700_000_001, 'Dana', 'dana_trades');
        telegram.queueUpdate(telegram.privateMessage(tgUser, `/start ${token}`));
        await expect(page.getByText('Linked', { exact: true })).toBeVisible();
        await expect(page.getByText('Linked to @dana_trades. The bot writes to you there.')).toBeVisible();
        await expect.poll(() => [...telegram.messagesIn(tgUser.id).values()].some((text) => text.startsWith('Your Telegram account is now linked'))).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Unlink' }).click();
        await expect(toastTitled(page, 'Telegram unlinked')).toBeVisible();
        await expect(page.getByText('Not linked', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('the premium page offers the private Telegram channel once the back office names one', async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
      const admin = await browser.newContext({ baseURL: server.url });
      const setChat = async (value: string) => {
        const saved = await admin.request.put('/api/admin/settings', { data: { settings: [{ key: 'telegram_premium_chat_id', value }] } });
        expect(saved.ok(), await saved.text()).toBe(true);
      };
      try {
        expect((await admin.request.post('/api/login', { data: DEMO.admin })).ok()).toBe(true);
        const page = await context.newPage();
        await registerFresh(page, 'tgoffer');
        await page.goto('/premium');
        await expect(page.getByText('Priority support', { exact: true })).toBeVisible();
        await expect(page.getByText('Private Telegram channel', { exact: true })).toHaveCount(0);

        await setChat('-1002000000001');
        await page.reload();
        await expect(page.getByText('Private Telegram channel', { exact: true })).toBeVisible();
      } finally {
        await setChat('');
        await admin.close();
        await context.close();
      }
    });

    test('the back office names the bot as Telegram does', async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.betaSeen);
      try {
        const page = await context.newPage();
        expect((await page.request.post('/api/login', { data: DEMO.admin })).ok()).toBe(true);
        await page.goto('/admin/settings');
        await page.getByRole('tab', { name: 'Telegram' }).click();
        await expect(page.getByRole('region', { name: 'The bot' })).toContainText('@SignalDeskBot');
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
