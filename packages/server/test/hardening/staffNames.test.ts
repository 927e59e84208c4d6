import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@signals/protocol';
import { User } from '../../src/db/models/index.js';
import { buildAdmin, buildUser, uniqueName } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { signIn } from '../support/signIn.js';
import { startTestServer } from '../support/testServer.js';
import { atRestFigures } from '../support/atRest.js';
import { englishAnswer } from '../support/inEnglish.js';

const figures = atRestFigures('staff names');

describe('usernames that would pass for staff', () => {
  const REFUSED = ['admin', 'Adm1n', 'admin.', 'a.d.m.i.n', 'supp0rt', 'r00t', 'SYSTEM', 'moderator_1', 'superadmin', 'f0under'];
  const reserved = { ...englishAnswer(MESSAGES.usernameReserved), issues: [{ path: 'username', ...englishAnswer(MESSAGES.usernameReserved) }] };

  it('are refused at registration and at a member’s rename, with a 400 naming the field; admins are not held to it', async () => {
    // The first admin comes from ADMIN_USERNAME, and may well be called root.
    const server = await startTestServer({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Root#Passw0rd2026' });
    try {
      await buildAdmin(server.app.db, { username: 'founder' });
      let registered = 0;
      for (const username of REFUSED) {
        const response = await server.client().post('/api/register', { username, email: `${uniqueName()}@example.com`, password: 'Secret#2026' });
        registered += response.status === 201 ? 1 : 0;
        expect(response.status, username).toBe(400);
        expect(response.body).toEqual(reserved);
      }
      const member = await buildUser(server.app.db);
      const client = await quickSignIn(server, member);
      let renamed = 0;
      for (const username of REFUSED) {
        const response = await client.patch(`/api/users/${member.id}`, { username, email: member.email });
        renamed += response.status === 200 ? 1 : 0;
        expect(response.status, username).toBe(400);
        expect(response.body).toEqual(reserved);
      }
      expect((await User.query(server.app.db).findById(member.id))!.username).toBe(member.username);
      figures.push(`names that pass for staff accepted: ${registered}/${REFUSED.length} at registration, ${renamed}/${REFUSED.length} at rename`);
      expect(registered).toBe(0);
      expect(renamed).toBe(0);

      // Ordinary names still pass, and so does a member's own name taken before the rule.
      const ordinary = `rootbeer_${uniqueName('x')}`;
      expect((await server.client().post('/api/register', { username: ordinary, email: `${ordinary}@example.com`, password: 'Secret#2026' })).status).toBe(201);
      const grandfathered = await buildUser(server.app.db, { username: `admin_${uniqueName('old')}` });
      const keeps = await (await quickSignIn(server, grandfathered)).patch(`/api/users/${grandfathered.id}`, { username: grandfathered.username, email: `new-${grandfathered.email}`, currentPassword: grandfathered.password });
      expect(keeps.status).toBe(200);

      // Admins: the first admin signs in; an admin renames a member in the back office and themself on their profile.
      const root = await signIn(server, { username: 'root', password: 'Root#Passw0rd2026' });
      const backOffice = await root.patch(`/api/admin/users/${member.id}`, { username: 'support_desk', email: member.email, isPremium: false, isAdmin: false });
      expect(backOffice.status, backOffice.text).toBe(200);
      const rootId = (await root.get<{ id: number }>('/api/user')).body.id;
      expect((await root.patch(`/api/users/${rootId}`, { username: 'system', email: 'root@localhost.invalid' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
