import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What a Node process running `script` (an ES module) printed on stderr. */
function stderrOf(script: string): string {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).stderr;
}

// V8 ignores a flag it does not know, or a value it cannot read, and says so only on stderr: a Node
// upgrade that renamed one would silently bring back the exam's stalls these flags remove.
describe("the server's V8 flags (ADR 0058)", () => {
  it('are each known to this Node’s V8, with a value it reads', () => {
    const v8Flags = new URL('./v8-flags.ts', import.meta.url).href;
    expect(stderrOf(`await import(${JSON.stringify(v8Flags)});`)).toBe('');
  });

  it('would show one it does not know, or a value it cannot read', () => {
    const set = (flag: string) => `(await import('node:v8')).setFlagsFromString(${JSON.stringify(flag)});`;
    expect(stderrOf(set('--heap-growing-percentage=150'))).toContain('unrecognized flag');
    expect(stderrOf(set('--memory-reducer-gc-count=none'))).toContain('illegal value');
  });
});
