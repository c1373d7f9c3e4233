import { type Machine, machineSection } from '../lib/machine.ts';
import { median, percent } from '../lib/stats.ts';
import type { ApiBenchResult, CallResult, DatabaseResult } from './run-api-bench.ts';

const databaseNames = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

function rps(value: number): string {
  return Math.round(value).toLocaleString('en-GB');
}

/** "met" or "not met" against the call's target on PostgreSQL; nothing on PGlite or without a target. */
export function targetVerdict(call: CallResult, database: DatabaseResult['database']): string {
  if (database !== 'postgres' || call.target === undefined) return '';
  const p99 = median(call.pairs.map((pair) => pair.aula.p99Ms));
  const met = call.medianRatio >= call.target && (call.p99TargetMs === undefined || p99 <= call.p99TargetMs);
  const p99Target = call.p99TargetMs === undefined ? '' : ` and p99 <= ${call.p99TargetMs} ms`;
  return `target >= ${percent(call.target)}${p99Target}: ${met ? 'met' : 'not met'}`;
}

function callSection(call: CallResult, database: DatabaseResult['database']): string {
  if (call.skipped) return `### ${call.name}: \`${call.operation}\`\n\nNot measured: ${call.skipped}.`;
  const micros = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));
  const rows = call.pairs.map(
    ({ hello, aula, ratio, cpuRatio }, index) =>
      `| ${index + 1} | ${rps(hello.requestsPerSecond)} | ${hello.p50Ms} | ${hello.p99Ms} | ` +
      `${rps(aula.requestsPerSecond)} | ${aula.p50Ms} | ${aula.p99Ms} | ${percent(ratio)} | ` +
      `${micros(hello.cpuUsPerRequest)} | ${micros(aula.cpuUsPerRequest)} | ${cpuRatio ? percent(cpuRatio) : '-'} |`,
  );
  const cpu =
    call.medianCpuRatio === undefined
      ? ''
      : ` Median CPU ratio (hello-world's server CPU time per request over Aula's, which other work on the ` +
        `machine moves far less than requests per second): **${percent(call.medianCpuRatio)}**.`;
  const verdict = targetVerdict(call, database);
  const target = verdict
    ? `Target: at least ${percent(call.target ?? 0)} of hello-world` +
      (call.p99TargetMs === undefined ? '' : ` with a median p99 of at most ${call.p99TargetMs} ms`) +
      `: **${verdict.endsWith('not met') ? 'not met' : 'met'}**.`
    : database === 'pglite'
      ? 'No target on PGlite (one connection, WebAssembly on the main thread); reported for comparison.'
      : 'No target of its own; reported for comparison.';
  return [
    `### ${call.name}: \`${call.operation}\`${call.signedIn ? ', signed in' : ''}` +
      (call.connections === undefined ? '' : `, ${call.connections} connections`),
    '',
    `${call.about[0]?.toUpperCase()}${call.about.slice(1)}. One answer: ${call.responseBytes} bytes of JSON.`,
    '',
    '| pair | hello req/s | hello p50 ms | hello p99 ms | Aula req/s | Aula p50 ms | Aula p99 ms | Aula / hello | hello CPU µs/req | Aula CPU µs/req | CPU ratio |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| median | ${rps(call.medianHelloRps)} | | | ${rps(call.medianAulaRps)} | | | **${percent(call.medianRatio)}** | | | ${call.medianCpuRatio === undefined ? '' : `**${percent(call.medianCpuRatio)}**`} |`,
    '',
    `Median of the pairs' ratios: **${percent(call.medianRatio)}**. ${target}${cpu}`,
  ].join('\n');
}

function databaseSection(result: DatabaseResult): string {
  const title = `## ${databaseNames[result.database]}${result.serverVersion ? ` ${result.serverVersion}` : ''}`;
  if (result.skipped) return `${title}\n\nNot measured: ${result.skipped}.`;
  return [title, '', ...result.calls.flatMap((call) => [callSection(call, result.database), ''])].join('\n');
}

export function apiReport(
  result: ApiBenchResult,
  machine: Machine,
  versions: Record<string, string>,
  date: string,
): string {
  const { settings } = result;
  return [
    `# API benchmark, ${date}: Aula's calls against a bare Fastify server`,
    '',
    `Each pair runs autocannon for ${settings.durationSeconds} s with ${settings.connections} connections against a ` +
      'bare Fastify hello-world server, then against Aula, both answering the same `POST /api/<operation>` with ' +
      `the same body (and, signed in, the demo learner's session cookie); ${settings.pairs} pairs per call, after a ` +
      `${settings.warmupSeconds} s warm-up of each server. ` +
      'Aula runs as built (`apps/server/src/main.ts`, production mode, warnings-only log) on a fresh database ' +
      'seeded from `content/demo`. The PostgreSQL server itself is not pinned: it shares the cores.',
    '',
    machineSection(machine, versions),
    '',
    ...result.databases.flatMap((database) => [databaseSection(database), '']),
  ].join('\n');
}
