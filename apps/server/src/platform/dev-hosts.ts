import { isIPv4 } from 'node:net';
import type { Config } from './config.ts';

/**
 * Host names that reach only this machine, whatever a DNS server says: `localhost` and its subdomains
 * (browsers resolve them to loopback themselves), 127.0.0.0/8 and ::1.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '[::1]' || name === '::1') return true;
  return isIPv4(name) && name.startsWith('127.');
}

/** The host name of a Host header (`name:port`, `[::1]:3000`) or an origin; null when it is not one. */
function hostnameOf(hostOrOrigin: string): string | null {
  try {
    const url = new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`);
    return url.hostname;
  } catch {
    return null;
  }
}

/**
 * Outside production a server runs on a developer's machine, where a page of any site can make the
 * browser call it under its own host name (DNS rebinding) and read the answers as same-origin ones. So
 * the Origin check and the development mailbox accept only a loopback host name, PUBLIC_URL's, or one
 * named in ALLOWED_HOSTS; this answers whether the Host header or origin `hostOrOrigin` is one of them.
 */
export function isDevHostAllowed(
  config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>,
  hostOrOrigin: string | undefined,
): boolean {
  const hostname = hostOrOrigin === undefined ? null : hostnameOf(hostOrOrigin);
  if (hostname === null) return false;
  if (isLoopbackHostname(hostname)) return true;
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).hostname === hostname) return true;
  return config.ALLOWED_HOSTS.includes(hostname);
}

/** What a browser at a refused host is told. */
export const devHostRefusedMessage =
  'This development server answers only at localhost, 127.0.0.1, the host of PUBLIC_URL or a host named in ALLOWED_HOSTS.';
