import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB and 2 passes, and verifies', async () => {
    const hash = await hashPassword('Study#2468');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Study#2468')).toBe(true);
    expect(await verifyPassword(hash, 'study#2468')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('answers false, not an error, for a hash it cannot read', async () => {
    expect(await verifyPassword('not a hash', 'Study#2468')).toBe(false);
  });

  it('asks for a rehash of a hash made with weaker settings', async () => {
    const weak = await argon2.hash('Study#2468', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
  });
});

describe('common passwords', () => {
  it('ships a list of a few hundred', () => {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    const entries = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(entries.length).toBeGreaterThan(300);
  });

  it('refuses them whatever the case, including forms that pass the complexity rules', () => {
    for (const password of ['password', '123456', 'P@ssw0rd', 'Welcome@123', 'ADMIN@123', 'Qwerty@123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets ordinary passwords and the demo ones through', () => {
    for (const password of [
      'Learn@2026',
      'Apply@2026',
      'Temp@2026',
      'Empty@2026',
      'Study#2468',
      'kT9#mQ2!vz',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
