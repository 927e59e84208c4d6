import { describe, expect, it } from 'vitest';
import { newDataKey, open, seal, sealedKeyId } from './secretBox.js';

describe('the secret box', () => {
  const key = newDataKey();

  it('opens what it sealed, for the same context, and names the key that sealed it', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', key, 'totp:7');
    expect(sealed).toMatch(new RegExp(`^v1\\.${key.id}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealedKeyId(sealed)).toBe(key.id);
    expect(open(sealed, key, 'totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('never gives the same text twice for the same secret (a fresh IV each time)', () => {
    expect(seal('JBSWY3DPEHPK3PXP', key, 'totp:7')).not.toBe(seal('JBSWY3DPEHPK3PXP', key, 'totp:7'));
  });

  it('refuses another context, another key, and any altered character', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', key, 'totp:7');
    expect(open(sealed, key, 'totp:8')).toBeNull();
    expect(open(sealed, { ...newDataKey(), id: key.id }, 'totp:7')).toBeNull();
    for (let i = 3; i < sealed.length; i += 1) {
      const altered = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
      if (altered[i] !== '.' && sealed[i] !== '.') {
        expect(open(altered, key, 'totp:7'), `character ${i}`).toBeNull();
      }
    }
    expect(sealedKeyId('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(open('v1.nonsense', key, 'totp:7')).toBeNull();
  });
});
