import { describe, expect, it } from 'vitest';
import { boundaryViolations, serverImports, specifiersOf } from './module-boundaries.ts';

describe('the module boundary', () => {
  it('holds across the server: modules meet only through platform/ and their index.ts', () => {
    const edges = serverImports();
    // The scan sees the server's real import graph (a broken scan would pass on nothing).
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'src/app.ts', to: 'src/modules/auth/index.ts' });
    expect(boundaryViolations(edges)).toEqual([]);
  });

  it('finds every form of import', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import {\n  c,\n  d,\n} from '../../c.ts';",
      "export { e } from './e.ts';",
      "import './side-effect.ts';",
      "const lazy = await import('./lazy.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      './a.ts',
      '../b.ts',
      '../../c.ts',
      './e.ts',
      './side-effect.ts',
      './lazy.ts',
      'zod',
    ]);
  });

  it("refuses a module reaching into another's files, lower layers reaching up, and modules using the root", () => {
    const violations = boundaryViolations([
      // Allowed: a module's own files, another module's entry, platform, and tests building the app.
      { from: 'src/modules/events/routes.ts', to: 'src/modules/events/feed-address.ts' },
      { from: 'src/modules/events/load-calendar-feed.ts', to: 'src/modules/programs/index.ts' },
      { from: 'src/modules/events/routes.ts', to: 'src/platform/public-url.ts' },
      { from: 'src/modules/ia-marks/ia-marks.test.ts', to: 'src/content-sections.ts' },
      { from: 'src/content-sections.ts', to: 'src/modules/ia-marks/index.ts' },
      // Refused.
      { from: 'src/modules/exams/routes.ts', to: 'src/modules/auth/verification-link.ts' },
      { from: 'src/modules/exams/exams.test.ts', to: 'src/modules/assigned-exams/routes.ts' },
      { from: 'src/app.ts', to: 'src/modules/auth/sessions-plugin.ts' },
      { from: 'test/factories.ts', to: 'src/modules/auth/passwords.ts' },
      { from: 'src/platform/api.ts', to: 'src/modules/auth/index.ts' },
      { from: 'src/db/schema/auth.ts', to: 'src/app.ts' },
      { from: 'src/modules/content/import-bundle.ts', to: 'src/content-sections.ts' },
    ]);
    expect(violations.map((line) => line.split(':')[0])).toEqual([
      'src/modules/exams/routes.ts -> src/modules/auth/verification-link.ts',
      'src/modules/exams/exams.test.ts -> src/modules/assigned-exams/routes.ts',
      'src/app.ts -> src/modules/auth/sessions-plugin.ts',
      'test/factories.ts -> src/modules/auth/passwords.ts',
      'src/platform/api.ts -> src/modules/auth/index.ts',
      'src/db/schema/auth.ts -> src/app.ts',
      'src/modules/content/import-bundle.ts -> src/content-sections.ts',
    ]);
  });
});
