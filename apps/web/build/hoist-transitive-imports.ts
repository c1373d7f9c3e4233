import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { addStaticClosure, type ChunkGraph } from './chunk-graph.ts';

/** The chunks `file` needs through its static imports' own imports, not naming them itself. */
export function transitiveImports(bundle: ChunkGraph, file: string): string[] {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return [];
  const found = new Set<string>();
  for (const imported of chunk.imports) addStaticClosure(bundle, imported, found);
  return [...found].filter((imported) => imported !== file && !chunk.imports.includes(imported));
}

/**
 * A lazily loaded chunk (a page, a dialog) names every chunk it needs, as Rollup's
 * `hoistTransitiveImports` does (Rolldown does not yet): an empty import of each, after its own imports.
 * The browser finds a chunk's imports only once it has the chunk, so a page whose code is six imports
 * deep took six round trips before it could render; now it asks for all of them at once. Appended
 * last, the imports change no module's evaluation order (each is a dependency of an earlier import).
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'aula-hoist-transitive-imports',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const from = posix.dirname(chunk.fileName);
        const hoisted = transitiveImports(bundle as unknown as ChunkGraph, chunk.fileName).map(
          (file) => `import"./${posix.relative(from, file)}";`,
        );
        chunk.code += hoisted.join('');
      }
    },
  };
}
