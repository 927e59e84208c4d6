import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../../test/support/factories/users.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

/** What a malformed segment is told, wherever it is sent (segments.test.ts: what a good one reaches). */
let server: TestServer;
let owner: TestClient;
let member: BuiltUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'owner' }));
  member = await buildUser(server.app.db);
});
afterAll(async () => {
  await server.close();
});

describe('a bad segment', () => {
  const bad: Array<[string, string, string, string]> = [
    ['not JSON', '{premiumKind:paid', 'segment', 'The segment must be a JSON object of filters'],
    ['not an object', '["paid"]', 'segment', 'The segment must be a JSON object of filters'],
    [
      'an unknown key',
      '{"plan":"paid"}',
      'segment',
      'The segment has no filter named plan; use premiumKind, lapsedWithinDays, language, signedUpFrom, signedUpTo, lastSeenWithinDays, telegramLinked, pendingClaim',
    ],
    ['an unknown kind', '{"premiumKind":"gold"}', 'segment.premiumKind', 'premiumKind must be one of paid, trial, comped, grace, none'],
    ['days not whole', '{"lapsedWithinDays":1.5}', 'segment.lapsedWithinDays', 'lapsedWithinDays must be a whole number of days from 1 to 3650'],
    ['days as text', '{"lastSeenWithinDays":"7"}', 'segment.lastSeenWithinDays', 'lastSeenWithinDays must be a whole number of days from 1 to 3650'],
    ['a day that does not exist', '{"signedUpFrom":"2026-02-30"}', 'segment.signedUpFrom', 'signedUpFrom must be a date like 2026-01-31'],
    ['a range backwards', '{"signedUpFrom":"2026-03-02","signedUpTo":"2026-03-01"}', 'segment.signedUpTo', 'The end date is before the start date'],
    ['a yes-or-no as text', '{"telegramLinked":"yes"}', 'segment.telegramLinked', 'telegramLinked must be true or false'],
    ['an unknown language', '{"language":"xx"}', 'segment.language', 'language must be one of en, es, fr, de, ja, zh, ru, ko'],
  ];

  it.each(bad)('%s: 400 naming the problem, on the list and the CSV alike', async (_label, text, path, message) => {
    for (const url of ['/api/admin/users', '/api/admin/users.csv']) {
      const response = await owner.get(`${url}?segment=${encodeURIComponent(text)}`);
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type'), url).toContain('application/json');
      expect(response.body, url).toMatchObject({ message, issues: [{ path, message }] });
    }
  });

  it('is a 400 in a bulk action’s body and a broadcast’s, and a broadcast takes a segment or recipients, not both', async () => {
    const bulk = await owner.post('/api/admin/users/bulk', { action: 'ban', segment: { isPremium: true } });
    expect(bulk.status).toBe(400);
    expect(bulk.body).toMatchObject({ issues: [{ path: 'segment', message: expect.stringContaining('The segment has no filter named isPremium') }] });

    const both = await owner.post('/api/admin/notifications', { title: 'Both at once', message: 'Which audience was meant?', userIds: [member.id], segment: { language: 'ko' } });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: 'Send to a segment or to chosen members, not both' });

    const action = await owner.post('/api/admin/users/bulk', { action: 'delete', segment: {} });
    expect(action.status).toBe(400);
    expect(action.body).toMatchObject({ message: 'action must be one of comp, notify, ban' });
  });
});
