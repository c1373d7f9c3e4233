/**
 * Node's flags for every start of the server: `npm run serve`, the server package's `npm start`, the
 * bench and the journeys (`test/node-flags.test.ts` holds the scripts to them). V8 sizes its heap as it
 * starts, so these go on the command line; the flags it reads later are set in `src/platform/v8-flags.ts`.
 */
export const serverNodeFlags = [
  // The young generation's semi-space at most 16 MB instead of V8's 64 MB on a large machine: under an
  // exam's load a young collection then pauses the server about 3 ms, four times as often, instead of
  // about 10 ms, and every request that arrives during a pause waits for it (ADR 0058, stop 53).
  '--max-semi-space-size=16',
] as const;
