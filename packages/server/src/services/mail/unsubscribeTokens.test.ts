import { describe, expect, it } from 'vitest';
import { Keyring } from '../../http/keyring.js';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribeTokens.js';

const OLD_KEY = 'o'.repeat(43);
const NEW_KEY = 'n'.repeat(43);

describe('unsubscribe tokens', () => {
  it('name the member and the category they were signed for', () => {
    const keyring = new Keyring([OLD_KEY]);
    const token = signUnsubscribeToken(keyring, { userId: 42, category: 'highProfitSignals' });
    expect(readUnsubscribeToken(keyring, token)).toEqual({ userId: 42, category: 'highProfitSignals' });
  });

  it('keep working in inboxes after a key rotation (the old key still verifies), and stop once the old key is dropped', () => {
    const token = signUnsubscribeToken(new Keyring([OLD_KEY]), { userId: 7, category: 'newSignals' });
    expect(readUnsubscribeToken(new Keyring([NEW_KEY, OLD_KEY]), token)).toEqual({ userId: 7, category: 'newSignals' });
    expect(readUnsubscribeToken(new Keyring([NEW_KEY]), token)).toBeNull();
  });

  it('are refused when any part is changed, or when they are a session cookie signature', () => {
    const keyring = new Keyring([OLD_KEY]);
    const token = signUnsubscribeToken(keyring, { userId: 7, category: 'newSignals' });
    const [payload, signature] = token.split('.') as [string, string];
    const otherMember = Buffer.from('8.newSignals').toString('base64url');
    const unknownCategory = Buffer.from('7.everything').toString('base64url');
    for (const bad of [
      `${otherMember}.${signature}`,
      `${unknownCategory}.${keyring.sign(`email-unsubscribe|${unknownCategory}`)}`,
      `${payload}.${keyring.sign(payload)}`,
      `${payload}.${signature}.extra`,
      payload,
    ]) {
      expect(readUnsubscribeToken(keyring, bad)).toBeNull();
    }
  });
});
