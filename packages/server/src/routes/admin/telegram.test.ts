import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AdminTelegramStatus } from '@signals/protocol';
import { TelegramChatMember, TelegramLink } from '../../db/models/index.js';
import { inTransaction } from '../../db/transaction.js';
import { queueTelegramMessage } from '../../services/telegram/outboxMessages.js';
import { eventually } from '../../../test/support/events.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../../test/support/telegramStandIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

// GET /api/admin/telegram: what the back office's Telegram tab shows of the bot, with a bot (the Bot API's stand-in)
// and without one.

const PREMIUM_CHAT = -1003000000001;
const PUBLIC_CHAT = -1003000000002;

async function chatsSet(admin: TestClient, premium: string, open: string): Promise<void> {
  const saved = await admin.put('/api/admin/settings', {
    settings: [
      { key: 'telegram_premium_chat_id', value: premium },
      { key: 'telegram_public_chat_id', value: open },
    ],
  });
  expect(saved.status).toBe(200);
}

describe('with no bot configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says there is no bot, shows the chats as set without titles, and is for admins only', async () => {
    const { adminClient, memberClient, anonymous } = await adminCallers(server);
    await chatsSet(adminClient, String(PREMIUM_CHAT), '');
    const response = await adminClient.get<AdminTelegramStatus>('/api/admin/telegram');
    expect(routes.adminTelegramStatus.response.parse(response.body)).toEqual({
      configured: false,
      botUsername: null,
      premiumChat: { id: String(PREMIUM_CHAT), title: null, members: 0 },
      publicChat: null,
      linkedMembers: 0,
      lastErrors: [],
    });
    expect([(await memberClient.get('/api/admin/telegram')).status, (await anonymous.get('/api/admin/telegram')).status]).toEqual([403, 401]);
  });
});

describe('with a bot', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.addChat({ id: PREMIUM_CHAT, type: 'supergroup', title: 'Signal Desk VIP' });
    server = await startTestServer(telegram.env);
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it("names the bot and the chats as Telegram does, counts linked members and the premium chat's, and lists the latest failures", async () => {
    const { adminClient } = await adminCallers(server);
    // The public chat is one the bot is not in: its title cannot be read, and the tab says so by its absence.
    await chatsSet(adminClient, String(PREMIUM_CHAT), String(PUBLIC_CHAT));
    const { user } = await signedInUser(server);
    await TelegramLink.query(server.app.db).insert({ userId: user.id, telegramUserId: 8_100_000_001, username: 'eve_tg', chatId: 8_100_000_001, linkedAt: new Date(), blockedAt: null });
    await TelegramChatMember.query(server.app.db).insert({ chatId: PREMIUM_CHAT, telegramUserId: 8_100_000_001, userId: user.id, joinedAt: new Date() });
    // A message to a member who blocked the bot: refused with 403, not sent, and listed with Telegram's reason.
    telegram.addChat({ id: 8_100_000_001, type: 'private', first_name: 'Eve' });
    telegram.blockBot(8_100_000_001);
    await inTransaction(server.app.db, server.app.services.events, (unit) => queueTelegramMessage(unit, { chatId: 8_100_000_001, userId: user.id, text: 'A new signal' }));
    await eventually(async () => (await adminClient.get<AdminTelegramStatus>('/api/admin/telegram')).body.lastErrors.length === 1, 'the failure listed', 15_000);

    const status = routes.adminTelegramStatus.response.parse((await adminClient.get('/api/admin/telegram')).body);
    expect(status).toMatchObject({
      configured: true,
      botUsername: 'SignalDeskBot',
      premiumChat: { id: String(PREMIUM_CHAT), title: 'Signal Desk VIP', members: 1 },
      publicChat: { id: String(PUBLIC_CHAT), title: null },
      linkedMembers: 1,
      lastErrors: [{ chatId: '8100000001', reason: 'The member blocked the bot in Telegram' }],
    });
  });
});
