// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transitiveImports } from './hoist-transitive-imports.ts';

const chunk = (imports: string[], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  imports,
  dynamicImports,
});

describe('transitiveImports', () => {
  it("names the chunks a page needs through its imports' imports, once each, not its own imports", () => {
    const bundle = {
      'page.js': chunk(['layout.js', 'dialog.js'], ['later.js']),
      'layout.js': chunk(['title.js']),
      'dialog.js': chunk(['modal.js', 'title.js']),
      'modal.js': chunk(['transition.js', 'dialog.js']),
      'title.js': chunk([]),
      'transition.js': chunk([]),
      'later.js': chunk(['extra.js']),
      'extra.js': chunk([]),
      'logo.svg': { type: 'asset' as const },
    };
    expect(transitiveImports(bundle, 'page.js')).toEqual(['title.js', 'modal.js', 'transition.js']);
  });

  it('names nothing for a chunk whose imports import nothing', () => {
    expect(transitiveImports({ 'a.js': chunk(['b.js']), 'b.js': chunk([]) }, 'a.js')).toEqual([]);
  });
});
