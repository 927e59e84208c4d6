import { describe, expect, it } from 'vitest';
import { ADMIN_USER_REFUSALS, refuseAdminFlag, refuseBan } from './adminUsers.js';

const admin = { id: 1, isAdmin: true, isBanned: false };
const member = { id: 2, isAdmin: false, isBanned: false };
const bannedMember = { id: 3, isAdmin: false, isBanned: true };
const otherAdmin = { id: 4, isAdmin: true, isBanned: false };

describe('refuseBan', () => {
  it('refuses admins and allows anyone else', () => {
    expect(refuseBan(admin)).toBe(ADMIN_USER_REFUSALS.banAdmin);
    expect(refuseBan(member)).toBeNull();
    expect(refuseBan(bannedMember)).toBeNull();
  });
});

describe('refuseAdminFlag', () => {
  it.each([
    ['removing one’s own admin flag', admin, false, ADMIN_USER_REFUSALS.removeOwnAdmin],
    ['keeping one’s own admin flag', admin, true, null],
    ['demoting another admin', otherAdmin, false, null],
    ['promoting a member', member, true, null],
    ['promoting a banned member', bannedMember, true, ADMIN_USER_REFUSALS.promoteBanned],
    ['leaving a banned member without the flag', bannedMember, false, null],
  ] as const)('%s', (_label, target, isAdmin, refusal) => {
    expect(refuseAdminFlag(admin, target, isAdmin)).toBe(refusal);
  });
});
