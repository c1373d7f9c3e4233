// `node bench/profile-summary.ts <file.cpuprofile> [rows] [last-seconds] [skip-last-seconds]`: where a
// server's CPU time went, from a profile that BENCH_CPU_PROFILE=1 wrote (.tmp/profiles/). Prints self time
// by package or source file, self time by function, and total time (self and callees) by function, each
// with its share of the busy time; then the longest stretches the server worked without a break, which
// every request waited behind (a garbage collection, a large read), each with its heaviest functions.
// With last-seconds, only the samples of that many seconds before the server stopped (the measurement,
// without start-up and seeding); with skip-last-seconds too, without that many seconds at the end (a
// drain, or a floor measured after the server).

import { readFileSync } from 'node:fs';
import { repoRoot } from './lib/paths.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  endTime: number;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Waiting for I/O: not work. ((program) is native work, the garbage collector is work too.) */
const idleFrames = new Set(['(idle)']);

/** A package (`node_modules/<name>`), a file of this repository, or a V8 or Node frame. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = path.slice(inModules + '/node_modules/'.length).split('/');
    return `pkg ${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  return path.startsWith(repoRoot) ? path.slice(repoRoot.length) : path;
}

function functionOf({ callFrame }: ProfileNode): string {
  return `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
}

function top(totals: Map<string, number>, busyUs: number, rows: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(
      ([name, us]) =>
        `${(us / 1000).toFixed(1).padStart(9)} ms ${((us / busyUs) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
}

const [file, rowsText = '30', lastSecondsText, skipLastSecondsText = '0'] = process.argv.slice(2);
if (!file) {
  throw new Error(
    'usage: node bench/profile-summary.ts <file.cpuprofile> [rows] [last-seconds] [skip-last-seconds]',
  );
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

// A sample's time is the gap to the next sample; timestamps are the start time plus the deltas so far.
const fromUs = lastSecondsText ? profile.endTime - Number(lastSecondsText) * 1e6 : profile.startTime;
const untilUs = profile.endTime - Number(skipLastSecondsText) * 1e6;
const selfUs = new Map<number, number>();
/** Stretches of samples none of them idle: when they began, how long they lasted, and their samples' nodes. */
const stretches: { startUs: number; us: number; nodes: number[] }[] = [];
let stretch: (typeof stretches)[number] | null = null;
let sampledAt = profile.startTime;
profile.samples.forEach((id, index) => {
  sampledAt += profile.timeDeltas[index] ?? 0;
  if (sampledAt < fromUs || sampledAt > untilUs) return;
  const us = profile.timeDeltas[index + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + us);
  if (idleFrames.has(byId.get(id)?.callFrame.functionName ?? '')) stretch = null;
  else {
    if (!stretch) {
      stretch = { startUs: sampledAt, us: 0, nodes: [] };
      stretches.push(stretch);
    }
    stretch.us += us;
    stretch.nodes.push(id);
  }
});

const selfByPlace = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let busyUs = 0;
let idleUs = 0;

/** Walks the call tree; a function is counted once per stack even when it recurses. */
function walk(node: ProfileNode, onStack: Map<string, number>): number {
  const name = functionOf(node);
  const self = selfUs.get(node.id) ?? 0;
  if (idleFrames.has(node.callFrame.functionName)) idleUs += self;
  else {
    busyUs += self;
    selfByPlace.set(placeOf(node.callFrame.url), (selfByPlace.get(placeOf(node.callFrame.url)) ?? 0) + self);
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + self);
  }
  onStack.set(name, (onStack.get(name) ?? 0) + 1);
  let total = idleFrames.has(node.callFrame.functionName) ? 0 : self;
  for (const child of node.children ?? []) {
    const childNode = byId.get(child);
    if (childNode) total += walk(childNode, onStack);
  }
  const depth = (onStack.get(name) ?? 1) - 1;
  if (depth === 0) {
    onStack.delete(name);
    totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + total);
  } else onStack.set(name, depth);
  return total;
}

const root = profile.nodes[0];
if (root) walk(root, new Map());
const rows = Number(rowsText);
console.log(`busy ${(busyUs / 1000).toFixed(0)} ms, idle ${(idleUs / 1000).toFixed(0)} ms`);
console.log('\nSelf time by package or file:');
console.log(top(selfByPlace, busyUs, rows).join('\n'));
console.log('\nSelf time by function:');
console.log(top(selfByFunction, busyUs, rows).join('\n'));
console.log('\nTotal time (with callees) by function:');
console.log(top(totalByFunction, busyUs, rows).join('\n'));
console.log('\nThe longest stretches without a break (what they spent most samples in, self):');
for (const { startUs, us, nodes } of stretches.sort((a, b) => b.us - a.us).slice(0, 10)) {
  const counts = new Map<string, number>();
  for (const id of nodes) {
    const node = byId.get(id);
    if (node) counts.set(functionOf(node), (counts.get(functionOf(node)) ?? 0) + 1);
  }
  const heaviest = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, count]) => `${name} (${count})`);
  const before = ((profile.endTime - startUs) / 1e6).toFixed(1);
  console.log(`${(us / 1000).toFixed(0).padStart(6)} ms, ${before} s before the end: ${heaviest.join(', ')}`);
}
