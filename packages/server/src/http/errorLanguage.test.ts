import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ErrorBody, MESSAGES, parseTextRef, SETTINGS } from '@signals/protocol';
import { buildAdmin, buildUser } from '../../test/support/factories/users.js';
import { englishAnswer } from '../../test/support/inEnglish.js';
import { signIn } from '../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { translate } from '../i18n/translate.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A signed-out request for a page that needs a session: 401 `notSignedIn`, in the language asked for. */
async function signedOut(acceptLanguage?: string) {
  const response = await server.client().get('/api/user', acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {});
  expect(response.status).toBe(401);
  return ErrorBody.parse(response.body);
}

describe('an error answer is written in the reader’s language, with the same code in every language', () => {
  it('writes a signed-out request in the browser’s language (de-DE is German), with the code it has in English', async () => {
    const english = await signedOut();
    const german = await signedOut('de-DE,de;q=0.9');
    expect(english).toEqual(englishAnswer(MESSAGES.notSignedIn));
    expect(german.message).toBe(translate('de', 'errors.notSignedIn'));
    expect(german.message).not.toBe(english.message);
    expect(german.code).toBe('notSignedIn');
    expect(german.code).toBe(english.code);
  });

  it('takes the language the browser prefers most, by its weights', async () => {
    const answer = await signedOut('fr;q=0.5, ja');
    expect(answer).toEqual({ message: translate('ja', 'errors.notSignedIn'), code: 'notSignedIn' });
  });

  it('writes a signed-in member’s answers in their saved language, whatever the browser asks for', async () => {
    const member = await buildUser(server.app.db);
    const client = await signIn(server, member);
    expect((await client.post('/api/user/language', { language: 'ru' })).status).toBe(200);
    for (const acceptLanguage of ['de-DE,de;q=0.9', 'en', 'ja']) {
      const response = await client.get('/api/admin/users', { headers: { 'accept-language': acceptLanguage } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: translate('ru', 'errors.adminOnly'), code: 'adminOnly' });
    }
  });

  it('answers a validation failure with code validationFailed, and each refused field with its own code', async () => {
    const admin = await buildAdmin(server.app.db);
    const client = await signIn(server, admin);
    expect((await client.post('/api/user/language', { language: 'de' })).status).toBe(200);
    const response = await client.put('/api/admin/settings', {
      settings: [
        { key: 'site_name', value: 'Alpha Signals' },
        { key: 'site_name', value: 'Beta Signals' },
        { key: 'enable_registrations', value: 'maybe' },
      ],
    });
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(response.body);
    expect(body.code).toBe('validationFailed');
    expect(body.message).toBe(translate('de', 'errors.settingsInvalid', { count: 2, keys: 'site_name, enable_registrations' }));
    expect(body.issues?.map((issue) => issue.path)).toEqual(['settings.site_name', 'settings.enable_registrations']);
    const [repeated, refused] = body.issues ?? [];
    expect(repeated).toEqual({ path: 'settings.site_name', message: translate('de', 'errors.settingRepeated', { key: 'site_name' }), code: 'settingRepeated' });
    // The setting's own rule says what is wrong, with its own reference's code.
    const rule = parseTextRef(SETTINGS.enable_registrations.value.safeParse('maybe').error?.issues[0]?.message ?? '');
    expect(rule).not.toBeNull();
    expect(refused).toEqual({ path: 'settings.enable_registrations', message: translate('de', rule!.key, rule!.values), code: codeOf(rule!.key) });
  });

  it('answers in English when the browser asks only for languages the app does not speak', async () => {
    for (const acceptLanguage of ['tlh', 'xx-YY, pt-BR;q=0.8', '*;q=0']) {
      expect(await signedOut(acceptLanguage)).toEqual(englishAnswer(MESSAGES.notSignedIn));
    }
  });
});
