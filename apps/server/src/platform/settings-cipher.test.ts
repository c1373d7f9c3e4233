import { describe, expect, it } from 'vitest';
import { settingsCipher } from './settings-cipher.ts';

describe('the settings cipher', () => {
  const cipher = settingsCipher('a-key-of-at-least-thirty-two-characters!');

  it('seals a secret so that it is not in the stored text, and opens it again', () => {
    const sealed = cipher.encrypt('shared-secret-value');
    expect(sealed).not.toContain('shared-secret-value');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe('shared-secret-value');
    expect(cipher.encrypt('shared-secret-value')).not.toBe(sealed);
  });

  it('opens nothing sealed under another key, nor a tampered value', () => {
    const sealed = cipher.encrypt('shared-secret-value');
    expect(settingsCipher('another-key-of-at-least-thirty-two-chars').decrypt(sealed)).toBeNull();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(cipher.decrypt(tampered)).toBeNull();
    expect(cipher.decrypt('plain')).toBeNull();
  });
});
