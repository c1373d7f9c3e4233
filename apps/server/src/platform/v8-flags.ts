import { setFlagsFromString } from 'node:v8';

// V8's settings for the server, imported first by start-server.ts, before any other module runs. V8
// reads each of them when it acts on it, so setting them here has the command line's effect, for every
// way of starting the server (ADR 0058). The heap's sizes V8 reads only as it starts: those are on the
// server's command line (`node-flags.ts`).
const SERVER_V8_FLAGS = [
  // V8 allocates objects straight into the old generation at allocation sites whose objects survived
  // young collections before. After the demo's import (and under exam load) that came to include the
  // sites of every request: each exam poll's request and answer went to the old generation, and its
  // collections stalled the server for 100 to 350 ms every half minute.
  '--no-allocation-site-pretenuring',
  // A full collection's marking shares the server's core with its requests and holds the exam's polls
  // up for 100 to 300 ms. Under an exam's load V8 started one whenever the old generation had grown by a
  // quarter over what lives (V8 grows the heap that slowly while its memory reducer is idle), every 30
  // to 60 s: it now lets the old generation grow to two and a half times what lives.
  '--heap-growing-percent=150',
  // And when no full collection had come for 100 s, V8's memory reducer started one of its own that
  // compacts the whole heap (pauses of 115 to 150 ms), followed by more as the heap grew slowly again.
  // A server keeps the memory it grew to: the reducer starts no collection.
  '--memory-reducer-gc-count=0',
] as const;

for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
