import { type Machine, machineTable } from '../lib/machine.ts';
import { percent } from '../lib/stats.ts';
import type { ApiBenchResult, DatabaseResult } from './run-api-bench.ts';

/** getAllProgramList should keep at least this share of a bare Fastify server's throughput on PostgreSQL. */
export const apiTarget = 0.5;

const databaseNames = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

function rps(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

function databaseSection(result: DatabaseResult): string {
  const title = `## ${databaseNames[result.database]}${result.serverVersion ? ` ${result.serverVersion}` : ''}`;
  if (result.skipped) return `${title}\n\nNot measured: ${result.skipped}.`;
  const micros = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));
  const rows = result.pairs.map(
    ({ hello, aula, ratio, cpuRatio }, index) =>
      `| ${index + 1} | ${rps(hello.requestsPerSecond)} | ${hello.p50Ms} | ${hello.p99Ms} | ` +
      `${rps(aula.requestsPerSecond)} | ${aula.p50Ms} | ${aula.p99Ms} | ${percent(ratio)} | ` +
      `${micros(hello.cpuUsPerRequest)} | ${micros(aula.cpuUsPerRequest)} | ${cpuRatio ? percent(cpuRatio) : '-'} |`,
  );
  const cpu =
    result.medianCpuRatio === undefined
      ? ''
      : ` Median CPU ratio (hello-world's server CPU time per request over Aula's, which other work on the ` +
        `machine moves far less than requests per second): **${percent(result.medianCpuRatio)}**.`;
  const target =
    result.database === 'postgres'
      ? `Target: at least ${percent(apiTarget)} of hello-world: **${result.medianRatio >= apiTarget ? 'met' : 'not met'}**.`
      : 'No target on PGlite (one connection, WebAssembly on the main thread); reported for comparison.';
  return [
    title,
    '',
    `One answer: ${result.response?.programs} programs, ${result.response?.bytes} bytes of JSON.`,
    '',
    '| pair | hello req/s | hello p50 ms | hello p99 ms | Aula req/s | Aula p50 ms | Aula p99 ms | Aula / hello | hello CPU µs/req | Aula CPU µs/req | CPU ratio |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| median | ${rps(result.medianHelloRps)} | | | ${rps(result.medianAulaRps)} | | | **${percent(result.medianRatio)}** | | | ${result.medianCpuRatio === undefined ? '' : `**${percent(result.medianCpuRatio)}**`} |`,
    '',
    `Median of the pairs' ratios: **${percent(result.medianRatio)}**. ${target}${cpu}`,
  ].join('\n');
}

export function apiReport(
  result: ApiBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
): string {
  const { settings } = result;
  return [
    `# API benchmark, ${date}: getAllProgramList against a bare Fastify server`,
    '',
    `Each pair runs autocannon for ${settings.durationSeconds} s with ${settings.connections} connections against a ` +
      'bare Fastify hello-world server, then against Aula, both answering `POST /api/getAllProgramList` with the ' +
      `body \`{"oid":"AULADEMO"}\`; ${settings.pairs} pairs, after a ${settings.warmupSeconds} s warm-up of each server. ` +
      'Aula runs as built (`apps/server/src/main.ts`, production mode, warnings-only log) on a fresh database ' +
      'seeded from `content/demo`. The PostgreSQL server itself is not pinned: it shares the cores.',
    '',
    '## Machine',
    '',
    machineTable(machine, versions),
    '',
    ...result.databases.flatMap((database) => [databaseSection(database), '']),
  ].join('\n');
}
