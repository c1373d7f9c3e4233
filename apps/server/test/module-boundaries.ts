import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server workspace (apps/server), whose src/ and test/ the rule governs. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** One import of one file: who imports what, both relative to the server root with `/` separators. */
export interface ImportEdge {
  from: string;
  to: string;
}

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`. The code is
// Biome-formatted, so a regular expression over the source finds every one (type imports included).
const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source file imports. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(specifierPattern)].flatMap((match) => {
    const specifier = match[1] ?? match[2];
    return specifier ? [specifier] : [];
  });
}

const toPosix = (path: string) => path.split(sep).join('/');

/** Where a specifier points inside the server, relative to its root; undefined for packages. */
function target(root: string, fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return toPosix(relative(root, resolve(dirname(fromFile), specifier)));
  // The workspace exports src/* as `@aula/server/*`: that is the same file, not a way around the rule.
  if (specifier.startsWith('@aula/server/')) return `src/${specifier.slice('@aula/server/'.length)}.ts`;
  return undefined;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every import between files of the server's src/ and test/ (of another checkout when `root` says). */
export function serverImports(root = serverRoot): ImportEdge[] {
  return ['src', 'test'].flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const to = target(root, file, specifier);
        return to ? [{ from: toPosix(relative(root, file)), to }] : [];
      }),
    ),
  );
}

/** The module a path belongs to (`src/modules/<name>/...`), if any. */
function moduleOf(path: string): string | undefined {
  return /^src\/modules\/([^/]+)\//.exec(path)?.[1];
}

const isTest = (path: string) => path.startsWith('test/') || path.endsWith('.test.ts');
/** The composition root: src/*.ts (app.ts, main.ts, content-sections.ts, ...), the one place that knows every module. */
const isCompositionRoot = (path: string) => /^src\/[^/]+\.ts$/.test(path);

/**
 * What breaks the module boundary (docs/decisions, "module boundary"), as `from -> to: why`:
 * - a file reaching into another module other than through its entry, `src/modules/<name>/index.ts`;
 * - platform/ or db/ importing a module or the composition root (they sit below every module);
 * - a module's product code importing the composition root (its tests may, to build a whole app).
 */
export function boundaryViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const fromModule = moduleOf(from);
    const toModule = moduleOf(to);
    const why =
      /^src\/(platform|db)\//.test(from) && (toModule !== undefined || isCompositionRoot(to))
        ? 'platform/ and db/ never depend on modules or the composition root'
        : toModule !== undefined && toModule !== fromModule && to !== `src/modules/${toModule}/index.ts`
          ? `another module's internal file: import src/modules/${toModule}/index.ts`
          : fromModule !== undefined && !isTest(from) && isCompositionRoot(to)
            ? 'a module never depends on the composition root'
            : undefined;
    if (why) problems.push(`${from} -> ${to}: ${why}`);
  }
  return problems;
}
