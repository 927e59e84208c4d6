import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { DepositKeyError, readDepositKey } from './depositKey.js';

// The well-known development mnemonic (Hardhat's and Foundry's): its accounts' addresses are public knowledge, so the
// derivation is checked against what every Ethereum wallet shows for that seed.
const DEVELOPMENT_MNEMONIC = 'test test test test test test test test test test test junk';
const account = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVELOPMENT_MNEMONIC)).derive("m/44'/60'/0'");

describe('deposit addresses from the account xpub', () => {
  it("derives the wallet's own addresses, m/44'/60'/0'/0/i, checksummed", () => {
    const key = readDepositKey(account.publicExtendedKey);
    expect([0, 1, 2].map((index) => key.addressAt(index))).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]);
  });

  it('names the key by a fingerprint that differs between keys', () => {
    const other = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVELOPMENT_MNEMONIC)).derive("m/44'/60'/1'");
    expect(readDepositKey(account.publicExtendedKey).id).toMatch(/^[0-9a-f]{16}$/);
    expect(readDepositKey(other.publicExtendedKey).id).not.toBe(readDepositKey(account.publicExtendedKey).id);
  });

  it('refuses a private key, a broken key and a key at the wrong depth, saying why', () => {
    expect(() => readDepositKey(account.privateExtendedKey)).toThrow(new DepositKeyError('is a private key: give the account’s extended public key (xpub…); the server must never hold a private key'));
    const broken = `${account.publicExtendedKey.slice(0, -1)}${account.publicExtendedKey.endsWith('a') ? 'b' : 'a'}`;
    expect(() => readDepositKey(broken)).toThrow('must be an extended public key (xpub…) with a valid checksum');
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVELOPMENT_MNEMONIC));
    expect(() => readDepositKey(master.publicExtendedKey)).toThrow('must be an account-level key (depth 3');
  });
});
