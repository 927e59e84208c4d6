import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal as SignalDto } from '@signals/protocol';
import { OutboxMessage, TelegramPost } from '../db/models/index.js';
import { eventually } from '../../test/support/events.js';
import { adminCallers } from '../../test/support/signIn.js';
import { TELEGRAM_FUTURES } from '../../test/support/telegramMembers.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../test/support/telegramStandIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

// Signals posted to the Telegram chats, against the Bot API's stand-in, which reads the posts' HTML as Telegram does
// and refuses an edit that changes nothing. Each test waits for what a reader of the chat would see; none waits for time.

const WITHIN_MS = 20_000;
const PREMIUM_CHAT = -1002000000011;
const PUBLIC_CHAT = -1002000000012;

const futures = TELEGRAM_FUTURES;

/** The messages the bot sent for signals: the public chat also gets the signal log's hourly witness post (issue 45). */
const signalSends = (telegram: TelegramStandIn) =>
  telegram.callsOf('sendMessage').filter((call) => call.status === 200 && !String(call.params.text).startsWith('Signal log head'));

describe('signals posted to Telegram', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  let admin: TestClient;

  /** The bot's post of a signal in a chat, as Telegram shows it, once it is there. */
  async function postIn(chatId: number, signalId: number, shows: (text: string) => boolean = () => true): Promise<string> {
    let text = '';
    await eventually(
      async () => {
        const post = await TelegramPost.query(server.app.db).where({ signalId, chatId }).first();
        text = post?.messageId ? (telegram.messagesIn(chatId).get(post.messageId) ?? '') : '';
        return text !== '' && shows(text);
      },
      `signal ${signalId}'s post in chat ${chatId}`,
      WITHIN_MS,
    );
    return text;
  }

  async function publish(values: Record<string, unknown> = futures): Promise<SignalDto> {
    const created = await admin.post<SignalDto>('/api/signals', values);
    expect(created.status, created.text).toBe(201);
    return created.body;
  }

  /** Every Bot API call the server made that Telegram refused as malformed (an edit that changes nothing among them). */
  const refused = () => telegram.calls.filter((call) => call.status === 400);

  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.addChat({ id: PREMIUM_CHAT, type: 'supergroup', title: 'Premium signals' });
    telegram.addChat({ id: PUBLIC_CHAT, type: 'channel', title: 'Signals' });
    server = await startTestServer(telegram.env, { publicUrl: 'https://signals.example' });
    ({ adminClient: admin } = await adminCallers(server));
    const saved = await admin.put('/api/admin/settings', {
      settings: [
        { key: 'telegram_premium_chat_id', value: String(PREMIUM_CHAT) },
        { key: 'telegram_public_chat_id', value: String(PUBLIC_CHAT) },
      ],
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it('posts the trade to the premium chat and the teaser to the public one, then edits both as the signal moves', async () => {
    const signal = await publish();

    const premium = await postIn(PREMIUM_CHAT, signal.id);
    expect(premium).toBe('High-profit signal: ETH/USDT, 2.6 %\nLong ETH/USDT on Bybit from 3500, take profit 3600 / 3700, stop 3400, 5x.');
    const teaser = await postIn(PUBLIC_CHAT, signal.id);
    expect(teaser).toBe('New premium signal: ETH/USDT, 2.6 %\nA high-profit premium futures signal was published. Upgrade to premium to see the trade.');
    const [publicPost] = await TelegramPost.query(server.app.db).where({ signalId: signal.id, chatId: PUBLIC_CHAT });
    expect(telegram.message(PUBLIC_CHAT, publicPost!.messageId!)).toMatchObject({
      entities: [{ type: 'bold', offset: 0, length: 'New premium signal: ETH/USDT, 2.6 %'.length }],
      reply_markup: { inline_keyboard: [[{ text: 'Open in the app', url: `https://signals.example/signals/${signal.id}` }]] },
    });

    expect((await admin.post(`/api/admin/signals/${signal.id}/events`, { kind: 'tp1_hit', price: 3600 })).status).toBe(201);
    expect(await postIn(PREMIUM_CHAT, signal.id, (text) => text.includes('Target 1 hit'))).toContain('\n\nTarget 1 hit at 3600');
    // The public chat learns that a target was hit, not where: the trade is premium while it is open.
    const stepped = await postIn(PUBLIC_CHAT, signal.id, (text) => text.includes('Target 1 hit'));
    expect(stepped).toContain('\n\nTarget 1 hit');
    expect(stepped).not.toContain('3600');

    expect((await admin.post(`/api/admin/signals/${signal.id}/events`, { kind: 'closed', price: 3700 })).status).toBe(201);
    const closed = await postIn(PREMIUM_CHAT, signal.id, (text) => text.includes('Result'));
    expect(closed).toMatch(/\n\nResult: won \+5\.71 ?%, exit at 3700$/);
    // Closed, the trade is the public record (the site reveals closed premium signals, as the app does): the public
    // post now shows it whole.
    expect(await postIn(PUBLIC_CHAT, signal.id, (text) => text.includes('Result'))).toBe(closed);

    // One message per chat, edited in place.
    expect(telegram.messagesIn(PREMIUM_CHAT).size).toBeGreaterThanOrEqual(1);
    expect(await TelegramPost.query(server.app.db).where('signalId', signal.id).resultSize()).toBe(2);
    expect(signalSends(telegram).filter((call) => call.params.chat_id === PUBLIC_CHAT)).toHaveLength(1);
    expect(refused()).toEqual([]);
    expect(telegram.violations).toEqual([]);
  });

  it('posts a free signal in full to both chats, and says so when it is withdrawn, with the reason', async () => {
    const signal = await publish({ ...futures, pair: 'SOL/USDT', isPremium: false, profitPercentage: 1.2, leverage: 2 });
    const full = 'New signal: SOL/USDT, 1.2 %\nLong SOL/USDT on Bybit from 3500, take profit 3600 / 3700, stop 3400, 2x.';
    expect(await postIn(PREMIUM_CHAT, signal.id)).toBe(full);
    expect(await postIn(PUBLIC_CHAT, signal.id)).toBe(full);

    const removed = await admin.delete(`/api/signals/${signal.id}`, { body: { reason: 'Posted <twice> & wrong' } });
    expect(removed.status).toBe(200);
    const withdrawn = `${full}\n\nWithdrawn: Posted <twice> & wrong. It counts in no result.`;
    expect(await postIn(PUBLIC_CHAT, signal.id, (text) => text.includes('Withdrawn'))).toBe(withdrawn);
    expect(await postIn(PREMIUM_CHAT, signal.id, (text) => text.includes('Withdrawn'))).toBe(withdrawn);
    expect(refused()).toEqual([]);
  });

  it('never sends an edit that changes nothing, and ends on the latest words after steps in quick succession', async () => {
    const signal = await publish({ ...futures, pair: 'ADA/USDT' });
    await postIn(PUBLIC_CHAT, signal.id);
    await postIn(PREMIUM_CHAT, signal.id);
    const edits = telegram.callsOf('editMessageText').length;
    // A change the posts do not show (the expiry): the signal changed, its posts' words did not.
    const moved = await admin.put(`/api/signals/${signal.id}`, { ...futures, pair: 'ADA/USDT', expiresAt: new Date(Date.now() + 7_200_000).toISOString() });
    expect(moved.status, moved.text).toBe(200);
    await eventually(async () => (await TelegramPost.query(server.app.db).where('signalId', signal.id).whereRaw('signal_updated_at = (select updated_at from signals where id = ?)', [signal.id]).resultSize()) === 2, 'the posts read again', WITHIN_MS);
    expect(await server.app.telegramPoster!.runOnce()).toEqual({ posted: 0, edited: 0 });
    expect(telegram.callsOf('editMessageText')).toHaveLength(edits);

    // Two steps in a row: whatever the pace lets through, the chats end on the last words and nothing is refused.
    expect((await admin.post(`/api/admin/signals/${signal.id}/events`, { kind: 'tp1_hit', price: 3600 })).status).toBe(201);
    expect((await admin.post(`/api/admin/signals/${signal.id}/events`, { kind: 'stop_moved', price: 3500 })).status).toBe(201);
    const last = await postIn(PREMIUM_CHAT, signal.id, (text) => text.includes('Stop moved'));
    expect(last).toContain('Target 1 hit at 3600\nStop moved at 3500');
    await eventually(async () => (await OutboxMessage.query(server.app.db).where({ channel: 'telegram', status: 'pending' }).resultSize()) === 0, 'the queue emptied', WITHIN_MS);
    expect(refused()).toEqual([]);
    expect(telegram.violations).toEqual([]);
  });

  it('keeps a closed premium trade out of the public chat where the site does not reveal closed premium signals', async () => {
    expect((await admin.put('/api/admin/settings', { settings: [{ key: 'reveal_closed_premium_signals', value: 'false' }] })).status).toBe(200);
    try {
      const signal = await publish({ ...futures, pair: 'XRP/USDT', profitPercentage: 1.5 });
      await postIn(PUBLIC_CHAT, signal.id);
      expect((await admin.post(`/api/admin/signals/${signal.id}/events`, { kind: 'stop_hit', price: 3400 })).status).toBe(201);
      expect(await postIn(PUBLIC_CHAT, signal.id, (text) => text.includes('Result'))).toMatch(
        /^New premium signal: XRP\/USDT, 1\.5 %\nA premium futures signal was published\. Upgrade to premium to see the trade\.\n\nResult: lost -2\.86 ?%$/,
      );
      expect(await postIn(PREMIUM_CHAT, signal.id, (text) => text.includes('Result'))).toMatch(/\n\nResult: lost -2\.86 ?%, exit at 3400$/);
    } finally {
      await admin.put('/api/admin/settings', { settings: [{ key: 'reveal_closed_premium_signals', value: 'true' }] });
    }
  });
});

describe('signals posted to Telegram, across a restart', () => {
  it('posts a signal once: a server started again on the same data neither posts it again nor loses its edits', async () => {
    const telegram = await startTelegramStandIn();
    telegram.addChat({ id: PUBLIC_CHAT, type: 'channel', title: 'Signals' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-posts-'));
    let server = await startTestServer({ ...telegram.env, DATA_DIR: dataDir });
    try {
      const { adminClient: admin } = await adminCallers(server);
      expect((await admin.put('/api/admin/settings', { settings: [{ key: 'telegram_public_chat_id', value: String(PUBLIC_CHAT) }] })).status).toBe(200);
      const signal = (await admin.post<SignalDto>('/api/signals', { ...futures, pair: 'DOT/USDT', isPremium: false })).body;
      await eventually(() => [...telegram.messagesIn(PUBLIC_CHAT).values()].some((text) => text.includes('DOT/USDT')), 'the post', WITHIN_MS);
      await server.close();

      server = await startTestServer({ ...telegram.env, DATA_DIR: dataDir });
      // Its first pass (the one at start) and one more: nothing new to post.
      expect(await server.app.telegramPoster!.runOnce()).toEqual({ posted: 0, edited: 0 });
      const again = (await adminCallers(server)).adminClient;
      expect((await again.post(`/api/admin/signals/${signal.id}/events`, { kind: 'closed', price: 3600 })).status).toBe(201);
      await eventually(() => [...telegram.messagesIn(PUBLIC_CHAT).values()].some((text) => text.includes('Result: won')), 'the edit after the restart', WITHIN_MS);
      expect([...telegram.messagesIn(PUBLIC_CHAT).values()].filter((text) => text.includes('DOT/USDT'))).toHaveLength(1);
      expect(signalSends(telegram)).toHaveLength(1);
      expect(telegram.violations).toEqual([]);
    } finally {
      await server.close();
      await telegram.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
