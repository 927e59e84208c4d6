import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type SignalLogHeadListed } from '@signals/protocol';
import { eventually } from '../../test/support/events.js';
import { adminCallers } from '../../test/support/signIn.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../test/support/telegramStandIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { SignalLogWitnessRow } from '../db/models/index.js';
import { verifyHead } from '../services/signalLog/signingKey.js';

// Issue 45: where the public Telegram chat is set, the signed head is posted there once an hour: a timestamp outside
// our database, which the heads list points at. Against the Bot API's stand-in.

const PUBLIC_CHAT = -1002000000031;
const WITHIN_MS = 20_000;

describe('the signal log witnessed in the public chat', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  let admin: TestClient;

  /** The bot's witness posts in the public chat (the signals' own posts go there too). */
  const witnessPosts = () => [...telegram.messagesIn(PUBLIC_CHAT).values()].filter((text) => text.startsWith('Signal log head'));
  const heads = async (): Promise<SignalLogHeadListed[]> => routes.signalLogHeads.response.parse((await server.client().get('/api/track-record/log/heads')).body);

  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.addChat({ id: PUBLIC_CHAT, type: 'channel', title: 'Signals' });
    server = await startTestServer(telegram.env, { publicUrl: 'https://signals.example' });
    ({ adminClient: admin } = await adminCallers(server));
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it('posts the newest signed head once, with what a verifier needs, and lists where it was witnessed', async () => {
    const published = await admin.post('/api/signals', { pair: 'SOL/USDT', signalType: 'arbitrage', profitPercentage: 1.1, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 150, sellPrice: 151.65 });
    expect(published.status, published.text).toBe(201);
    // No chat, nothing queued to post.
    await server.app.signalLogHeads.runOnce();
    expect(await SignalLogWitnessRow.query(server.app.db).resultSize()).toBe(0);

    const saved = await admin.put('/api/admin/settings', { settings: [{ key: 'telegram_public_chat_id', value: String(PUBLIC_CHAT) }] });
    expect(saved.status, saved.text).toBe(200);
    await server.app.signalLogHeads.runOnce();
    let witnessed: SignalLogHeadListed | undefined;
    await eventually(async () => (witnessed = (await heads()).find((head) => head.witnessed.length > 0)) !== undefined, 'a witnessed head', WITHIN_MS);

    const [witness] = witnessed!.witnessed;
    const text = telegram.messagesIn(PUBLIC_CHAT).get(witness!.messageId);
    expect(witness).toMatchObject({ channel: 'telegram', chat: String(PUBLIC_CHAT), url: `https://t.me/c/2000000031/${witness!.messageId}` });
    expect(text).toContain(`Tree size: ${witnessed!.treeSize}`);
    expect(text).toContain(`Root hash: ${witnessed!.rootHash}`);
    expect(text).toContain(`Signature: ${witnessed!.signature}`);
    expect(text).toContain('pnpm verify-record https://signals.example');
    const { publicKey } = routes.signalLogKey.response.parse((await server.client().get('/api/track-record/log/key')).body);
    expect(text).toContain(`Public key: ${publicKey}`);
    expect(verifyHead(publicKey, witnessed!)).toBe(true);

    // Within the hour, later passes post nothing more.
    await server.app.signalLogHeads.runOnce();
    await server.app.signalLogHeads.runOnce();
    expect(await SignalLogWitnessRow.query(server.app.db).resultSize()).toBe(1);
    expect(witnessPosts()).toHaveLength(1);
  });
});
