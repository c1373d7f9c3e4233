import { describe, expect, it } from 'vitest';
import { isDevHostAllowed } from './dev-hosts.ts';

const config = { PUBLIC_URL: undefined, ALLOWED_HOSTS: ['aula.lan'] };

describe('the hosts a development server answers at', () => {
  it.each([
    'localhost:3000',
    'LOCALHOST',
    'http://aula.localhost:5173',
    '127.0.0.1:3000',
    '127.1.2.3',
    '[::1]:3000',
    'http://[::1]:3000',
    'aula.lan:3000',
  ])('include %s', (host) => {
    expect(isDevHostAllowed(config, host)).toBe(true);
  });

  it.each([
    'evil.example:3000',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://aula.lan.evil.example',
    '0.0.0.0:3000',
    '[::ffff:127.0.0.1]:3000',
    'null',
    '',
    undefined,
  ])('exclude %s, whatever DNS says of it', (host) => {
    expect(isDevHostAllowed(config, host)).toBe(false);
  });

  it("include PUBLIC_URL's host", () => {
    const withPublicUrl = { PUBLIC_URL: 'http://aula.test:8080', ALLOWED_HOSTS: [] };
    expect(isDevHostAllowed(withPublicUrl, 'aula.test:8080')).toBe(true);
    expect(isDevHostAllowed(withPublicUrl, 'aula.lan')).toBe(false);
  });
});
