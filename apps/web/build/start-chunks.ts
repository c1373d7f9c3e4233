import type { Rolldown } from 'vite';

type Context = Rolldown.ChunkingContext;

/** Every module `root` imports statically, directly or not (itself included). */
function staticClosure(root: string, context: Context): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * One chunk per start-up step instead of some thirty small ones: `steps` are the modules main.tsx
 * imports one after the other, and each chunk holds what its step needs and an earlier one did not
 * bring. Each round trip costs a slow phone dearly (and the first screen waits for them all);
 * lazily loaded pages keep their own chunks.
 */
export function startChunkGroups(steps: { name: string; module: string }[]): Rolldown.CodeSplittingGroup[] {
  // Computed once per chunking pass (the context object is that pass's).
  const stepOf = new WeakMap<object, Map<string, string>>();
  const stepsFor = (context: Context) => {
    let found = stepOf.get(context);
    if (!found) {
      found = new Map();
      for (const step of steps) {
        for (const id of staticClosure(step.module, context)) if (!found.has(id)) found.set(id, step.name);
      }
      stepOf.set(context, found);
    }
    return found;
  };
  // A group per step, earlier steps first: a module a step needs goes with the first step that does.
  return steps.map((step, index) => ({
    name: (moduleId: string, context: Context) =>
      stepsFor(context).get(moduleId) === step.name ? step.name : null,
    priority: steps.length - index,
  }));
}
