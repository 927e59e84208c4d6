import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ACCOUNT as account, DEVELOPMENT_ADDRESSES, DEVELOPMENT_MASTER, developmentAccount } from '../../../test/support/chain/developmentKey.js';
import { DepositKeyError, readDepositKey } from './depositKey.js';

describe('deposit addresses from the account xpub', () => {
  it("derives the wallet's own addresses, m/44'/60'/0'/0/i, checksummed", () => {
    const key = readDepositKey(account.publicExtendedKey);
    expect([0, 1, 2].map((index) => key.addressAt(index))).toEqual(DEVELOPMENT_ADDRESSES);
  });

  it('names the key by a fingerprint that differs between keys', () => {
    const other = developmentAccount(1);
    expect(readDepositKey(account.publicExtendedKey).id).toMatch(/^[0-9a-f]{16}$/);
    expect(readDepositKey(other.publicExtendedKey).id).not.toBe(readDepositKey(account.publicExtendedKey).id);
  });

  it('refuses a private key, a broken key and a key at the wrong depth, saying why', () => {
    expect(() => readDepositKey(account.privateExtendedKey)).toThrow(new DepositKeyError('is a private key: give the account’s extended public key (xpub…); the server must never hold a private key'));
    const broken = `${account.publicExtendedKey.slice(0, -1)}${account.publicExtendedKey.endsWith('a') ? 'b' : 'a'}`;
    expect(() => readDepositKey(broken)).toThrow('must be an extended public key (xpub…) with a valid checksum');
    expect(() => readDepositKey(DEVELOPMENT_MASTER.publicExtendedKey)).toThrow('must be an account-level key (depth 3');
  });
});
