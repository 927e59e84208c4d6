import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_CODE_MAX_ATTEMPTS, type User } from '@signals/protocol';
import { PhoneVerification, User as UserRow } from '../../db/models/index.js';
import { translate } from '../../i18n/translate.js';
import { PHONE_CODES_PER_HOUR, PHONE_CODES_PER_NUMBER_PER_HOUR } from '../../services/sms/phoneCodeThrottle.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { withSettings } from '../../../test/support/settings.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { startTwilioStandIn, type TwilioStandIn } from '../../../test/support/twilioStandIn.js';

let twilio: TwilioStandIn;
let server: TestServer;
let phone = 100;
const nextPhone = () => `+1415555${String((phone += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  server = await startTestServer(twilio.env);
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});
beforeEach(() => {
  twilio.answer.status = 201;
});

/** The code in the last text to `to`. */
function codeTextedTo(to: string): string {
  const texts = twilio.textsTo(to);
  const code = /\b(\d{6})\b/.exec(texts[texts.length - 1] ?? '')?.[1];
  expect(code).toBeDefined();
  return code ?? '';
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('texts a six-digit code to the profile number through Twilio; the right code verifies the number', async () => {
    const number = nextPhone();
    const { client } = await signedInUser(server, { isPremium: true, phoneNumber: number });
    expect((await client.get<User>('/api/user')).body.phoneVerified).toBe(false);

    const sent = await client.post<{ phoneNumber: string; expiresAt: string }>('/api/user/phone-verification');
    expect(sent.status).toBe(200);
    expect(sent.body.phoneNumber).toBe(number);
    expect(twilio.textsTo(number)).toHaveLength(1);
    expect(twilio.textsTo(number)[0]).toMatch(/^Your Crypto Arbitrage Signals verification code is \d{6}\. It works for 10 minutes\.$/);

    const confirmed = await client.post<User>('/api/user/phone-verification/confirm', { code: codeTextedTo(number) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ phoneNumber: number, phoneVerified: true });
    expect((await client.get<User>('/api/user')).body.phoneVerified).toBe(true);
    // Verified already: no second text.
    expect((await client.post('/api/user/phone-verification')).status).toBe(409);
  });

  it('changing the number un-verifies it', async () => {
    const number = nextPhone();
    const { user, client } = await signedInUser(server, { isPremium: true, phoneNumber: number, phoneVerified: true });
    expect((await client.get<User>('/api/user')).body.phoneVerified).toBe(true);
    const changed = await client.patch<User>(`/api/users/${user.id}`, { username: user.username, email: user.email, phoneNumber: nextPhone() });
    expect(changed.body.phoneVerified).toBe(false);
    // Back to the number the code confirmed: verified again, nothing new to prove.
    const back = await client.patch<User>(`/api/users/${user.id}`, { username: user.username, email: user.email, phoneNumber: number });
    expect(back.body.phoneVerified).toBe(true);
  });

  it(`counts wrong codes: ${PHONE_CODE_MAX_ATTEMPTS} wrong ones void the code, even the right one afterwards`, async () => {
    const number = nextPhone();
    const { client } = await signedInUser(server, { isPremium: true, phoneNumber: number });
    await client.post('/api/user/phone-verification');
    const code = codeTextedTo(number);

    for (let left = PHONE_CODE_MAX_ATTEMPTS - 1; left > 0; left -= 1) {
      const wrong = await client.post<{ message: string; issues: Array<{ path: string }> }>('/api/user/phone-verification/confirm', { code: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.`, code: 'phoneCodeWrong' });
      expect(wrong.body.issues[0]?.path).toBe('code');
    }
    const last = await client.post<{ message: string }>('/api/user/phone-verification/confirm', { code: wrongCode(code) });
    expect(last.body).toMatchObject({ message: 'That code is not right, and it has now stopped working. Send yourself a new code.', code: 'phoneCodeSpent' });
    const right = await client.post<{ message: string }>('/api/user/phone-verification/confirm', { code });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ message: expect.stringMatching(/^Send yourself a code first/), code: 'phoneCodeMissing' });
    expect((await client.get<User>('/api/user')).body.phoneVerified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const number = nextPhone();
    const { user, client } = await signedInUser(server, { isPremium: true, phoneNumber: number });
    await client.post('/api/user/phone-verification');
    await PhoneVerification.query(server.app.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where('userId', user.id);
    const late = await client.post<{ message: string }>('/api/user/phone-verification/confirm', { code: codeTextedTo(number) });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: 'That code has expired. Send yourself a new code.', code: 'phoneCodeExpired' });
  });

  it(`texts at most ${PHONE_CODES_PER_HOUR} codes an hour to a member, then 429 with Retry-After`, async () => {
    const number = nextPhone();
    const { client } = await signedInUser(server, { isPremium: true, phoneNumber: number });
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i += 1) {
      expect((await client.post('/api/user/phone-verification')).status).toBe(200);
    }
    const refused = await client.post<{ message: string }>('/api/user/phone-verification');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many codes sent\. Try again in \d+ minutes?\.$/), code: 'tooManyPhoneCodes' });
    expect(twilio.textsTo(number)).toHaveLength(PHONE_CODES_PER_HOUR);
    // Only the newest code works.
    const texts = twilio.textsTo(number);
    const first = /\d{6}/.exec(texts[0] ?? '')?.[0] ?? '';
    if (first !== codeTextedTo(number)) {
      expect((await client.post('/api/user/phone-verification/confirm', { code: first })).status).toBe(400);
    }
    expect((await client.post('/api/user/phone-verification/confirm', { code: codeTextedTo(number) })).status).toBe(200);
  });

  it(`texts at most ${PHONE_CODES_PER_NUMBER_PER_HOUR} codes an hour to one number, whatever the accounts asking: the next gets 429 and nothing is sent`, async () => {
    const number = nextPhone();
    // Anyone may type anyone's number in their profile: each account here asks once, well within its own limit.
    const accounts = await Promise.all(Array.from({ length: PHONE_CODES_PER_NUMBER_PER_HOUR + 1 }, () => signedInUser(server, { isPremium: true, phoneNumber: number })));
    for (const { client } of accounts.slice(0, PHONE_CODES_PER_NUMBER_PER_HOUR)) {
      expect((await client.post('/api/user/phone-verification')).status).toBe(200);
    }
    const sentBefore = twilio.received.length;
    const last = accounts[PHONE_CODES_PER_NUMBER_PER_HOUR]!;
    const refused = await last.client.post<{ message: string }>('/api/user/phone-verification');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many codes have been sent to this number\. Try again in \d+ minutes?\.$/), code: 'tooManyPhoneCodesToNumber' });
    expect(twilio.received.length).toBe(sentBefore);
    expect(twilio.textsTo(number)).toHaveLength(PHONE_CODES_PER_NUMBER_PER_HOUR);
    expect(await PhoneVerification.query(server.app.db).findById(last.user.id)).toBeUndefined();

    // The same number typed another way is the same phone; the refusal is in the member's language.
    await UserRow.query(server.app.db).patch({ phoneNumber: `00${number.slice(1)}`, language: 'de' }).where('id', last.user.id);
    const german = await last.client.post<{ message: string }>('/api/user/phone-verification', undefined, { headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(429);
    expect(german.body.message).toBe(translate('de', 'errors.tooManyPhoneCodesToNumber', { minutes: Math.ceil(Number(german.headers.get('retry-after')) / 60) }));
    expect(twilio.received.length).toBe(sentBefore);

    // Another number is not affected, and the refused account's own allowance was not spent.
    await UserRow.query(server.app.db).patch({ phoneNumber: nextPhone() }).where('id', last.user.id);
    expect((await last.client.post('/api/user/phone-verification')).status).toBe(200);
  });

  it('says so when Twilio refuses the number, and does not count the attempt', async () => {
    const number = nextPhone();
    const { client } = await signedInUser(server, { isPremium: true, phoneNumber: number });
    twilio.answer.status = 400;
    const failed = await client.post<{ message: string }>('/api/user/phone-verification');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ message: 'The text message could not be sent. Check the number and try again in a few minutes.', code: 'phoneCodeNotSent' });
    twilio.answer.status = 201;
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i += 1) {
      expect((await client.post('/api/user/phone-verification')).status).toBe(200);
    }
  });

  it('is for premium members with a number, while SMS is on', async () => {
    const free = await signedInUser(server, { phoneNumber: nextPhone() });
    const freeAnswer = await free.client.post<{ message: string }>('/api/user/phone-verification');
    expect(freeAnswer.status).toBe(403);
    expect(freeAnswer.body).toMatchObject({ message: expect.stringMatching(/^SMS alerts are for premium members/), code: 'phoneVerificationPremiumOnly' });

    const noPhone = await signedInUser(server, { isPremium: true });
    const noPhoneAnswer = await noPhone.client.post<{ message: string; issues: Array<{ path: string }> }>('/api/user/phone-verification');
    expect(noPhoneAnswer.status).toBe(400);
    expect(noPhoneAnswer.body.issues[0]?.path).toBe('phoneNumber');

    const number = nextPhone();
    const premium = await signedInUser(server, { isPremium: true, phoneNumber: number });
    const restore = await withSettings(server.app.db, { enable_sms_notifications: 'false' });
    try {
      expect((await premium.client.post('/api/user/phone-verification')).status).toBe(403);
    } finally {
      await restore();
    }
    expect(twilio.textsTo(number)).toEqual([]);
  });
});

describe('without Twilio', () => {
  it('SMS is off: the public settings say so', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.client().get<{ deliveryChannels: { sms: boolean } }>('/api/settings/public')).body.deliveryChannels.sms).toBe(false);
    } finally {
      await plain.close();
    }
    expect((await server.client().get<{ deliveryChannels: { sms: boolean } }>('/api/settings/public')).body.deliveryChannels.sms).toBe(true);
  });
});
