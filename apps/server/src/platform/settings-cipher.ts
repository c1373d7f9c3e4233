import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { loadLocalFileSecret } from './local-file-secret.ts';

/*
 * Secrets an admin saves (the exam providers' shared secrets, ADR 0093) and staff accounts' TOTP secrets
 * are stored encrypted with
 * AES-256-GCM under a key derived (HKDF-SHA256) from SETTINGS_SECRET_KEY, else FILE_URL_SECRET, else
 * the local file store's generated key: a copy of the database alone does not reveal them.
 */

const version = 'v1';
const info = 'aula organisation settings';

/** Whether a stored value is one this cipher sealed (a value it never wrote holds no such prefix). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${version}.`);
}

export interface SettingsCipher {
  encrypt(plain: string): string;
  /** The plain text, or null for a value this key did not write (the key changed): treated as unset. */
  decrypt(sealed: string): string | null;
}

export function settingsCipher(secret: string): SettingsCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'aula', info, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(
        '.',
      );
    },
    decrypt(sealed) {
      const [tag, iv, auth, body] = sealed.split('.');
      if (tag !== version || !iv || !auth || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(auth, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

const ciphers = new WeakMap<Config, Promise<SettingsCipher>>();

/** The cipher of this server's configuration, its key read once. */
export function settingsCipherOf(config: Config): Promise<SettingsCipher> {
  let cipher = ciphers.get(config);
  if (!cipher) {
    const secret =
      config.SETTINGS_SECRET_KEY ??
      config.FILE_URL_SECRET ??
      loadLocalFileSecret(join(config.DATA_DIR, 'files'));
    cipher = Promise.resolve(secret).then(settingsCipher);
    ciphers.set(config, cipher);
  }
  return cipher;
}
