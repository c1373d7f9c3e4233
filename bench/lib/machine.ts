import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { canPin } from './processes.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  kernel: string;
  node: string;
  pinning: string;
  /** The one-minute load average when the run began: other work on the cores skews every number. */
  loadAtStart: number;
  /**
   * How many files (sockets included) each process may hold open, as the bench's processes inherit it:
   * a server holds one per connection, so past it the server sheds new connections.
   */
  openFilesLimit: string;
}

/** This process's limit of open files (soft), from /proc; 'unknown' where there is no /proc. */
function openFilesLimit(): string {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    return line?.split(/\s{2,}/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function osName(): string {
  try {
    const line = readFileSync('/etc/os-release', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('PRETTY_NAME='));
    if (line) return line.slice('PRETTY_NAME='.length).replace(/^"|"$/g, '');
  } catch {
    // Not Linux, or no os-release: the kernel name below still says what it is.
  }
  return type();
}

export function describeMachine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    kernel: `${type()} ${release()}`,
    node: process.version,
    pinning: canPin
      ? 'taskset: servers on core 0, load generator on core 1'
      : 'none (taskset or a second core missing)',
    loadAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    openFilesLimit: openFilesLimit(),
  };
}

/** Where a package may be installed: hoisted to the root, or kept inside a workspace. */
const installFolders = [
  'node_modules',
  'apps/web/node_modules',
  'apps/server/node_modules',
  'bench/node_modules',
];

export function packageVersion(name: string): string {
  for (const folder of installFolders) {
    const file = join(repoRoot, folder, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'not installed';
}

export function packageVersions(names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, packageVersion(name)]));
}

/** A report's closing section: the machine, and the versions of what it ran. */
export function machineSection(machine: Machine, versions: Record<string, string>): string {
  const rows = [
    ['CPU', `${machine.cpu} (${machine.cores} cores available)`],
    ['Memory', `${machine.memoryGiB} GiB`],
    ['OS', `${machine.os}, ${machine.kernel}`],
    ['Node.js', machine.node],
    ['Pinning', machine.pinning],
    ['Load average at start', String(machine.loadAtStart)],
    ['Open files a process may hold', machine.openFilesLimit],
    ...Object.entries(versions).map(([name, version]) => [name, version]),
  ];
  return [
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([key, value]) => `| ${key} | ${value} |`),
  ].join('\n');
}
