import { isIP } from 'node:net';

/**
 * Whom the server believes about the client's address: nobody (the socket's address is the client's),
 * the proxies at these addresses or ranges, or a fixed number of proxies in front.
 */
export type TrustProxy = false | string[] | { hops: number };

/** The most proxies a chain may have in front of the server; more is a typo, not a deployment. */
const MAX_HOPS = 10;

/** proxy-addr's names for the reserved ranges (127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, ...). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const example =
  'TRUST_PROXY=10.0.0.0/8 for a load balancer in that network, or TRUST_PROXY=127.0.0.1 for a proxy on this machine';

export const trustProxyProblems = {
  all: `must not be true: that believes any X-Forwarded-For a client sends, so anyone could choose the address the sign-in limits count. Give the addresses of the proxies in front of the server instead (${example}).`,
  hops: `must be a number of proxies from 1 to ${MAX_HOPS}, or their addresses (${example}).`,
};

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `false` (the default: the socket's address is the client's), a comma-separated
 * list of the proxies' addresses and CIDR ranges, whose X-Forwarded-For alone is believed, or a number
 * of proxies in front (the last N entries of X-Forwarded-For are theirs; only safe when no client can
 * reach the server except through them, which the README says). Answers the problem for a value it refuses.
 */
export function parseTrustProxy(value: string): { trust: TrustProxy } | { problem: string } {
  const text = value.trim();
  if (text === '' || text === 'false') return { trust: false };
  if (text === 'true') return { problem: trustProxyProblems.all };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_HOPS ? { trust: { hops } } : { problem: trustProxyProblems.hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    return {
      problem: `"${wrong}" is not an address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
    };
  }
  return { trust: entries };
}

/**
 * Fastify's `trustProxy` for the setting. A number given to Fastify itself is not honoured, so a count of
 * hops is a function: the socket's peer is hop 0, and the first `hops` peers are the proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust.hops;
}
