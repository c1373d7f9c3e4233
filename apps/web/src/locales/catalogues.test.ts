import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every key path of a catalogue with the placeholders its text uses. */
function entries(value: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof value === 'string') {
    found.set(prefix, [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort());
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, placeholders] of entries(child, prefix ? `${prefix}.${key}` : key)) {
        found.set(path, placeholders);
      }
    }
  }
  return found;
}

const namespaces = [...new Set(Object.keys(catalogues).map((path) => path.split('/')[2] ?? ''))].sort();

describe('the catalogues', () => {
  it('exist in English and French for every namespace', () => {
    for (const namespace of namespaces) {
      expect(catalogues[`./en/${namespace}`], `en/${namespace}`).toBeDefined();
      expect(catalogues[`./fr/${namespace}`], `fr/${namespace}`).toBeDefined();
    }
  });

  it.each(namespaces)('%s: French has every English key, with the same placeholders', (namespace) => {
    const english = entries(catalogues[`./en/${namespace}`]);
    const french = entries(catalogues[`./fr/${namespace}`]);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, placeholders] of english) expect(french.get(key), key).toEqual(placeholders);
  });
});
