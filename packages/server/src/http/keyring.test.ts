import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Keyring } from './keyring.js';

/** Keygrip's own recipe, written out: HMAC-SHA1, base64 made URL-safe, padding dropped. */
function keygripSign(data: string, key: string): string {
  return createHmac('sha1', key).update(data).digest('base64').replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? '');
}

describe('the session cookie keyring', () => {
  const keyring = new Keyring(['new-key-0123456789abcdef0123456789', 'old-key-0123456789abcdef0123456789']);

  it('signs exactly as Keygrip did, so cookies from before keep working', () => {
    for (const data of ['signals.sid=abc', 'signals.sid=a/b+c==', '']) {
      expect(keyring.sign(data)).toBe(keygripSign(data, 'new-key-0123456789abcdef0123456789'));
    }
  });

  it('says which key signed a value: the newest, an older one after rotation, or none', () => {
    const data = 'signals.sid=session-key';
    expect(keyring.index(data, keygripSign(data, 'new-key-0123456789abcdef0123456789'))).toBe(0);
    expect(keyring.index(data, keygripSign(data, 'old-key-0123456789abcdef0123456789'))).toBe(1);
    expect(keyring.index(data, keygripSign(data, 'another-key-0123456789abcdef012345'))).toBe(-1);
    expect(keyring.verify(`${data}x`, keyring.sign(data))).toBe(false);
  });

  it('refuses a missing, empty, truncated or padded signature without throwing', () => {
    const data = 'signals.sid=session-key';
    const good = keyring.sign(data);
    expect(keyring.index(data, undefined)).toBe(-1);
    expect(keyring.index(data, '')).toBe(-1);
    expect(keyring.index(data, good.slice(0, -1))).toBe(-1);
    expect(keyring.index(data, `${good}=`)).toBe(-1);
  });

  it('needs a key', () => {
    expect(() => new Keyring([])).toThrow();
  });
});
