import { describe, expect, it } from 'vitest';
import { publicUrl } from './public-url.ts';

const listen = (HOST: string, PORT = 3000) => publicUrl({ PUBLIC_URL: undefined, HOST, PORT });

describe('publicUrl', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://learn.example.edu/', HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'https://learn.example.edu',
    );
    expect(publicUrl({ PUBLIC_URL: 'https://example.edu/portal', HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'https://example.edu/portal',
    );
  });

  it('is the listen address otherwise, with "every interface" shown as localhost', () => {
    expect(listen('0.0.0.0')).toBe('http://localhost:3000');
    expect(listen('::', 8080)).toBe('http://localhost:8080');
    expect(listen('127.0.0.1', 3001)).toBe('http://127.0.0.1:3001');
    expect(listen('::1')).toBe('http://[::1]:3000');
    expect(listen('learn.internal')).toBe('http://learn.internal:3000');
  });
});
