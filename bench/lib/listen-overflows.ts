import { readFileSync } from 'node:fs';

/**
 * How many connections Linux has dropped so far because a listening socket's queue was full (the
 * `ListenOverflows` counter of /proc/net/netstat, for the whole machine); undefined where there is none.
 * Each one is a device that waits a second or more to try again.
 */
export function listenOverflows(): number | undefined {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const [names, values] = lines.filter((line) => line.startsWith('TcpExt:')).map((line) => line.split(' '));
    const index = names?.indexOf('ListenOverflows') ?? -1;
    return index > 0 ? Number(values?.[index]) : undefined;
  } catch {
    return undefined;
  }
}
