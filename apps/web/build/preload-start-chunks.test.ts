// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startChunks } from './preload-start-chunks.ts';

const chunk = (imports: string[], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  imports,
  dynamicImports,
});

describe('startChunks', () => {
  it("names what the entry's code imports dynamically, with its static imports, once each", () => {
    const bundle = {
      'index.js': chunk(['entry.js']),
      'entry.js': chunk(['runtime.js'], ['i18n-facade.js', 'start-facade.js']),
      'runtime.js': chunk([]),
      'i18n-facade.js': chunk(['i18n.js']),
      'i18n.js': chunk(['runtime.js'], ['locale-fr.js']),
      'start-facade.js': chunk(['start.js']),
      'start.js': chunk(['i18n.js', 'runtime.js'], ['landing-page.js']),
      'landing-page.js': chunk(['start.js']),
      'locale-fr.js': chunk([]),
      'logo.svg': { type: 'asset' as const },
    };
    expect(startChunks(bundle, 'index.js')).toEqual([
      'i18n-facade.js',
      'i18n.js',
      'start-facade.js',
      'start.js',
    ]);
  });
});
