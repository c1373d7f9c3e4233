import type { Config } from './config.ts';

/** Addresses that mean "every interface": a browser cannot open them, so links show localhost. */
const anyAddress = new Set(['0.0.0.0', '::', '[::]']);

function listenAddress({ HOST, PORT }: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = anyAddress.has(HOST)
    ? 'localhost'
    : HOST.includes(':') && !HOST.startsWith('[')
      ? `[${HOST}]`
      : HOST;
  return `http://${host}:${PORT}`;
}

/**
 * The portal's public address, without a trailing slash, for every link it hands out (mail, calendar
 * feeds, certificate checks, the exam hand-off's return): PUBLIC_URL, or outside production (where the
 * configuration refuses to start without it) the address the server listens on. Never a request's
 * Host or X-Forwarded-Host: anyone can forge those, and a forged one would send a learner's
 * verification link to another site.
 */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? listenAddress(config)).replace(/\/+$/, '');
}

/**
 * The content origin's public address, without a trailing slash (ADR 0083): CONTENT_URL, or outside
 * production the portal's host at CONTENT_PORT, answered by the same server process.
 */
export function contentUrl(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'CONTENT_URL' | 'CONTENT_PORT'>,
): string {
  if (config.CONTENT_URL) return config.CONTENT_URL.replace(/\/+$/, '');
  const portal = new URL(publicUrl(config));
  portal.port = String(config.CONTENT_PORT);
  return portal.origin;
}
