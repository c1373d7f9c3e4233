import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkGraph {
  [file: string]: { type: 'chunk'; imports: string[]; dynamicImports: string[] } | { type: 'asset' };
}

function visitStatic(bundle: ChunkGraph, file: string, found: Set<string>): void {
  const chunk = bundle[file];
  if (found.has(file) || chunk?.type !== 'chunk') return;
  found.add(file);
  for (const imported of chunk.imports) visitStatic(bundle, imported, found);
}

/**
 * What the entry's code imports dynamically and every chunk that imports statically, in load order,
 * less what the entry imports statically (Vite names those itself).
 */
export function startChunks(bundle: ChunkGraph, entry: string): string[] {
  const named = new Set<string>();
  visitStatic(bundle, entry, named);
  const found = new Set<string>();
  for (const file of named) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      for (const imported of chunk.dynamicImports) visitStatic(bundle, imported, found);
  }
  return [...found].filter((file) => !named.has(file));
}

/**
 * main.tsx imports the app dynamically (so the browser evaluates it in tasks of its own), which
 * would leave index.html naming only the small entry, and the app's code would be requested only
 * once the entry ran. This names those chunks in index.html as modulepreload links, so they are
 * fetched at once, in parallel, as a static import's would be.
 */
export function preloadStartChunks(): Plugin {
  return {
    name: 'aula-preload-start-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return [];
        return startChunks(bundle as ChunkGraph, chunk.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
