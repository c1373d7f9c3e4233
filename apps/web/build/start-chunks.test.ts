// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { startChunkGroups } from './start-chunks.ts';

/** A module graph: each module and what it imports statically. */
const graph: Record<string, string[]> = {
  '/main.tsx': ['/api.ts'],
  '/api.ts': [],
  '/i18n.ts': ['/react.js', '/i18next.js'],
  '/theme.ts': ['/mui-styles.js', '/react.js'],
  '/start.tsx': ['/app.tsx', '/i18n.ts', '/theme.ts', '/api.ts'],
  '/app.tsx': ['/react-dom.js', '/mui-styles.js'],
  '/landing-page.tsx': ['/app.tsx'],
};
const context = {
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
} as unknown as Rolldown.ChunkingContext;

function chunkOf(groups: Rolldown.CodeSplittingGroup[], id: string): string | null {
  for (const group of groups) {
    const name = typeof group.name === 'function' ? group.name(id, context) : group.name;
    if (name) return name;
  }
  return null;
}

describe('startChunkGroups', () => {
  const groups = startChunkGroups([
    { name: 'entry', module: '/main.tsx' },
    { name: 'i18n', module: '/i18n.ts' },
    { name: 'theme', module: '/theme.ts' },
    { name: 'start', module: '/start.tsx' },
  ]);

  it('puts each module with the first start-up step that needs it', () => {
    expect(chunkOf(groups, '/api.ts')).toBe('entry');
    expect(chunkOf(groups, '/react.js')).toBe('i18n');
    expect(chunkOf(groups, '/mui-styles.js')).toBe('theme');
    expect(chunkOf(groups, '/react-dom.js')).toBe('start');
    expect(chunkOf(groups, '/app.tsx')).toBe('start');
  });

  it('leaves lazily loaded modules to the automatic chunking', () => {
    expect(chunkOf(groups, '/landing-page.tsx')).toBeNull();
  });

  it('ranks earlier steps first, so a shared module cannot be claimed by a later one', () => {
    expect(groups.map((group) => group.priority)).toEqual([4, 3, 2, 1]);
  });
});
