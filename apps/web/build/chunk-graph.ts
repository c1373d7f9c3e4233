/** The build's chunks as Vite hands them to a plugin: what each imports statically and dynamically. */
export interface ChunkGraph {
  [file: string]: { type: 'chunk'; imports: string[]; dynamicImports: string[] } | { type: 'asset' };
}

/** Adds `file` and every chunk it imports statically, directly or not, to `found`. */
export function addStaticClosure(bundle: ChunkGraph, file: string, found: Set<string>): void {
  const chunk = bundle[file];
  if (found.has(file) || chunk?.type !== 'chunk') return;
  found.add(file);
  for (const imported of chunk.imports) addStaticClosure(bundle, imported, found);
}
