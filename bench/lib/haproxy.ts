import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cores, type ManagedProcess, startProcess, waitForOk } from './processes.ts';

/**
 * HAProxy (Debian's package) in front of Aula servers, as a university would run several behind a
 * balancer: round robin, each server health-checked on /healthz every 500 ms and taken out after two
 * failed checks (a check answers within 2 s), a server that comes back given its share of requests
 * over 10 s (`slowstart`), and a request whose connection failed or was reset before an answer tried
 * again on another server (safe for Aula's calls: an answer save is idempotent by device and sequence).
 * It runs on the load core, as a balancer has a machine of its own: on the servers' core it took a
 * third of the core from them at 3,000 learners, and their polls waited seconds (2026-11-29).
 */
export async function startHaproxy(port: number, servers: readonly number[]): Promise<ManagedProcess> {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      'This bench puts two servers behind HAProxy, which is not installed.\n' +
        'Install it as root with: apt-get update && apt-get install -y haproxy',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'aula-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 9000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 10s',
      '  timeout check 2s',
      '  option http-keep-alive',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout 502 503',
      'frontend learners',
      `  bind 127.0.0.1:${port}`,
      '  default_backend aula',
      'backend aula',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      ...servers.map(
        (server, index) =>
          `  server aula${index + 1} 127.0.0.1:${server} check inter 500 fall 2 rise 2 slowstart 10s`,
      ),
      '',
    ].join('\n'),
  );
  const balancer = startProcess('haproxy', ['-db', '-f', config], process.env, cores.load);
  const stop = balancer.stop;
  balancer.stop = async () => {
    await stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForOk(`http://127.0.0.1:${port}/readyz`, balancer);
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}
