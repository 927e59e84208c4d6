import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings, TelegramLink as TelegramLinkDto } from '@signals/protocol';
import { TelegramInvite, User } from '../db/models/index.js';
import { serverText } from '../i18n/serverText.js';
import { eventually } from '../../test/support/events.js';
import { adminCallers, signedInUser } from '../../test/support/signIn.js';
import { linkedMember as linkTelegram, nextTelegramUserId, PREMIUM_MONTH, telegramStatusOf, type LinkedMember } from '../../test/support/telegramMembers.js';
import { startTelegramStandIn, type TelegramStandIn, type TelegramUser } from '../../test/support/telegramStandIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

// The premium chat's gate against the Bot API's stand-in, which holds the chat's members, join requests, bans and
// invite links. Each test waits for what a member would see: a message in Telegram, a place in the chat, the app's
// status; none waits for time.

const WITHIN_MS = 20_000;
const PREMIUM_CHAT = -1002000000001;
const DAY_MS = 24 * 60 * 60 * 1000;

type Member = LinkedMember;

const invitesIn = (telegram: TelegramStandIn, tg: TelegramUser) => [...telegram.messagesIn(tg.id).values()].filter((text) => text === serverText('en', 'telegram.premium.invite'));

const statusOf = telegramStatusOf;

describe('the premium chat', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  let admin: TestClient;

  /** A member who linked their Telegram account through the bot, with premium running or not. */
  const linkedMember = (name: string, premium: boolean): Promise<Member> => linkTelegram(server, telegram, name, premium ? PREMIUM_MONTH() : {}, WITHIN_MS);

  /** The member asks to join with the link the bot gave them; resolves once the bot has answered. */
  async function askToJoin(member: Member, inviteLink?: string): Promise<void> {
    telegram.queueUpdate(telegram.joinRequest(PREMIUM_CHAT, member.tg, inviteLink));
    await eventually(() => !telegram.joinRequests(PREMIUM_CHAT).includes(member.tg.id), `the bot's answer to ${member.tg.first_name}`, WITHIN_MS);
  }

  /** A premium member who was invited, asked to join and was let in. */
  async function memberInTheChat(name: string): Promise<Member> {
    const member = await linkedMember(name, true);
    const url = await eventually(async () => Boolean((await statusOf(member.client)).premiumInviteUrl), `${name}'s invite`, WITHIN_MS).then(async () => (await statusOf(member.client)).premiumInviteUrl);
    await askToJoin(member, url);
    expect(telegram.members(PREMIUM_CHAT)).toContain(member.tg.id);
    return member;
  }

  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.addChat({ id: PREMIUM_CHAT, type: 'supergroup', title: 'Premium signals' });
    server = await startTestServer(telegram.env);
    ({ adminClient: admin } = await adminCallers(server));
    // The premium page offers the chat once there is one: a bot, and the chat named in the back office.
    const offersChat = async () => (await server.client().get<PublicSettings>('/api/settings/public')).body.telegramPremiumChat;
    expect(await offersChat()).toBe(false);
    const saved = await admin.put('/api/admin/settings', { settings: [{ key: 'telegram_premium_chat_id', value: String(PREMIUM_CHAT) }] });
    expect(saved.status).toBe(200);
    expect(await offersChat()).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });
  afterEach(() => {
    expect(telegram.violations).toEqual([]);
    // Every Bot API call the gate made was well-formed.
    expect(telegram.calls.filter((call) => call.status === 400)).toEqual([]);
  });

  it('sends a linked premium member a personal invite that asks to join, shows it in the app, and lets them in', async () => {
    const alice = await linkedMember('Alice', true);
    await eventually(() => invitesIn(telegram, alice.tg).length === 1, "Alice's invite in Telegram", WITHIN_MS);
    const [link] = telegram.inviteLinks(PREMIUM_CHAT).filter((invite) => invite.name?.startsWith(`#${alice.user.id} `));
    expect(link).toMatchObject({ creates_join_request: true, is_revoked: false, name: `#${alice.user.id} ${alice.user.username}`.slice(0, 32) });
    expect(link!.expire_date! * 1000).toBeLessThanOrEqual(Date.now() + DAY_MS);
    const button = telegram.callsOf('sendMessage').find((call) => call.params.chat_id === alice.tg.id && call.params.reply_markup)?.params.reply_markup;
    expect(button).toEqual({ inline_keyboard: [[{ text: serverText('en', 'telegram.premium.join'), url: link!.invite_link }]] });
    expect(await statusOf(alice.client)).toMatchObject({ linked: true, inPremiumChat: false, premiumInviteUrl: link!.invite_link });

    await askToJoin(alice, link!.invite_link);
    expect(telegram.members(PREMIUM_CHAT)).toContain(alice.tg.id);
    expect(await statusOf(alice.client)).toEqual({ configured: true, linked: true, username: 'alice_tg', premiumChat: true, inPremiumChat: true, blocked: false });
  });

  it('renews a link before it expires without writing to the member again', async () => {
    const bob = await linkedMember('Bob', true);
    await eventually(() => invitesIn(telegram, bob.tg).length === 1, "Bob's invite in Telegram", WITHIN_MS);
    const first = (await statusOf(bob.client)).premiumInviteUrl;
    // Within the hour before it expires: the next pass replaces it.
    await TelegramInvite.query(server.app.db).patch({ expiresAt: new Date(Date.now() + 30 * 60 * 1000) }).where('userId', bob.user.id);
    await server.app.telegramGate!.runOnce();
    const renewed = (await statusOf(bob.client)).premiumInviteUrl;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(first);
    expect(invitesIn(telegram, bob.tg)).toHaveLength(1);
  });

  it('declines whoever is not linked to a member whose premium runs', async () => {
    const stranger = telegram.user(nextTelegramUserId(), 'Stranger');
    telegram.queueUpdate(telegram.joinRequest(PREMIUM_CHAT, stranger));
    const free = await linkedMember('Free', false);
    await askToJoin(free);
    await eventually(() => !telegram.joinRequests(PREMIUM_CHAT).includes(stranger.id), "the bot's answer to the stranger", WITHIN_MS);
    expect(telegram.members(PREMIUM_CHAT)).not.toContain(stranger.id);
    expect(telegram.members(PREMIUM_CHAT)).not.toContain(free.tg.id);
    expect(telegram.callsOf('declineChatJoinRequest').map((call) => call.params.user_id)).toEqual(expect.arrayContaining([stranger.id, free.tg.id]));
    // A free member is never invited.
    expect(invitesIn(telegram, free.tg)).toEqual([]);
    expect(await statusOf(free.client)).toMatchObject({ inPremiumChat: false });
    expect((await statusOf(free.client)).premiumInviteUrl).toBeUndefined();
  });

  it('removes a member whose premium ends, whichever way it ends, and lets them come back after paying', async () => {
    const lapsed = await memberInTheChat('Lapsed');
    const edited = await memberInTheChat('Edited');
    const banned = await memberInTheChat('Banned');
    const unlinked = await memberInTheChat('Unlinked');

    // The period ran out by the clock (no event: the gate's next pass finds it).
    await User.query(server.app.db).patch({ subscriptionEndDate: new Date(Date.now() - 1000) }).where('id', lapsed.user.id);
    expect((await admin.patch(`/api/admin/users/${edited.user.id}`, { username: edited.user.username, email: edited.user.email, isPremium: false, isAdmin: false })).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${banned.user.id}/ban`)).status).toBe(200);
    expect((await unlinked.client.delete('/api/user/telegram')).status).toBe(200);
    await server.app.telegramGate!.runOnce();

    const gone = [lapsed, edited, banned, unlinked];
    // Removed (banned, then unbanned): not in the chat, and free to ask to join again once premium runs again.
    const out = (member: Member) => !telegram.members(PREMIUM_CHAT).includes(member.tg.id) && !telegram.isBanned(PREMIUM_CHAT, member.tg.id);
    await eventually(() => gone.every(out), 'all four removed', WITHIN_MS);
    expect(telegram.callsOf('unbanChatMember').filter((call) => gone.some((member) => member.tg.id === call.params.user_id)).every((call) => call.params.only_if_banned === true)).toBe(true);
    // Their invites no longer work, and the members still linked are told why they left.
    const invites = await TelegramInvite.query(server.app.db).whereIn(
      'userId',
      gone.map((member) => member.user.id),
    );
    expect(invites.every((invite) => invite.revokedAt !== null)).toBe(true);
    const revoked = new Set(telegram.inviteLinks(PREMIUM_CHAT).filter((link) => link.is_revoked).map((link) => link.invite_link));
    expect(invites.every((invite) => revoked.has(invite.inviteLink))).toBe(true);
    await eventually(() => [lapsed, edited].every((member) => [...telegram.messagesIn(member.tg.id).values()].includes(serverText('en', 'telegram.premium.removed'))), 'the removal notes', WITHIN_MS);
    expect(await statusOf(lapsed.client)).toMatchObject({ inPremiumChat: false });

    // Lapsed renews: a new invite, and the bot lets them back in.
    await User.query(server.app.db).patch({ isPremium: true, subscriptionEndDate: new Date(Date.now() + 30 * DAY_MS) }).where('id', lapsed.user.id);
    await server.app.telegramGate!.runOnce();
    await eventually(async () => Boolean((await statusOf(lapsed.client)).premiumInviteUrl), 'a new invite for the renewed member', WITHIN_MS);
    await askToJoin(lapsed, (await statusOf(lapsed.client)).premiumInviteUrl);
    expect(telegram.members(PREMIUM_CHAT)).toContain(lapsed.tg.id);
  });
});

describe('the start-up sweep', () => {
  let telegram: TelegramStandIn;
  let dataDir: string;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    telegram.addChat({ id: PREMIUM_CHAT, type: 'supergroup', title: 'Premium signals' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-telegram-gate-'));
  });
  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await telegram?.close();
  });

  async function serverOnTheDatabase(): Promise<TestServer> {
    const server = await startTestServer({ ...telegram.env, DATA_DIR: dataDir });
    servers.push(server);
    return server;
  }

  it('removes at start whoever lost premium while the bot was off', async () => {
    const first = await serverOnTheDatabase();
    const { adminClient } = await adminCallers(first);
    await adminClient.put('/api/admin/settings', { settings: [{ key: 'telegram_premium_chat_id', value: String(PREMIUM_CHAT) }] });
    const { user, client } = await signedInUser(first, { isPremium: true, subscriptionEndDate: new Date(Date.now() + 30 * DAY_MS) });
    const tg = telegram.user(nextTelegramUserId(), 'Sleeper');
    telegram.queueUpdate(telegram.privateMessage(tg, `/start ${(await client.post<TelegramLinkDto>('/api/user/telegram/link')).body.token}`));
    await eventually(async () => Boolean((await statusOf(client)).premiumInviteUrl), 'the invite', WITHIN_MS);
    telegram.queueUpdate(telegram.joinRequest(PREMIUM_CHAT, tg, (await statusOf(client)).premiumInviteUrl));
    await eventually(() => telegram.members(PREMIUM_CHAT).includes(tg.id), 'the member let in', WITHIN_MS);

    // The bot is off from here; meanwhile the period ends, and the process stops.
    await first.app.telegramGate!.stop();
    await User.query(first.app.db).patch({ subscriptionEndDate: new Date(Date.now() - 1000) }).where('id', user.id);
    await servers.shift()!.close();
    expect(telegram.members(PREMIUM_CHAT)).toContain(tg.id);

    const removedAt = telegram.callsOf('banChatMember').length;
    await serverOnTheDatabase();
    await eventually(() => !telegram.members(PREMIUM_CHAT).includes(tg.id) && !telegram.isBanned(PREMIUM_CHAT, tg.id), 'the member removed at start', WITHIN_MS);
    expect(telegram.callsOf('banChatMember').slice(removedAt).map((call) => call.params.user_id)).toEqual([tg.id]);
  });
});
