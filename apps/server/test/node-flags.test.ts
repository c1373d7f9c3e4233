import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { serverNodeFlags } from '../node-flags.ts';
import { serverRoot } from './module-boundaries.ts';

// V8 sizes its heap as the process starts, so the server's flags must be on every command line that
// starts it; the bench and the journeys take them from node-flags.ts, the package scripts spell them.

function scripts(packageJson: string): Record<string, string> {
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts;
}

it("starts the server with its Node flags from the repository's `npm run serve` and the server package's `npm start`", () => {
  const flags = serverNodeFlags.join(' ');
  expect(scripts(join(serverRoot, '../../package.json')).serve).toBe(`node ${flags} apps/server/src/main.ts`);
  expect(scripts(join(serverRoot, 'package.json')).start).toBe(`node ${flags} src/main.ts`);
});
