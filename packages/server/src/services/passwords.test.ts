import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_PASSWORD_HASH_COST, hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('are scrypt with N = 2^15, r = 8, p = 1 by default, and check the password they were made from only', async () => {
    const hash = await hashPassword('correct horse battery', DEFAULT_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('carry their own cost, so a server hashing at another cost still checks the hashes it stored before', async () => {
    const before = await hashPassword('kept from last year');
    const cheaper = createPasswordHasher(10);
    const after = await cheaper.hash('made today');
    expect(after).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('kept from last year', before)).toBe(true);
    expect(await verifyPassword('made today', after)).toBe(true);
  });

  it('check a missing account against a decoy of the server’s own cost, made once', async () => {
    const hasher = createPasswordHasher(11);
    const decoy = await hasher.decoy();
    expect(decoy).toMatch(/^scrypt\$2048\$/);
    expect(await hasher.decoy()).toBe(decoy);
  });

  it('refuse what is not a hash of theirs', async () => {
    for (const stored of ['', 'bcrypt$2b$10$abc', 'scrypt$1024$8$1$salt']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
