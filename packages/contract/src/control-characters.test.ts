import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Eid, Line, Paragraphs } from './common.ts';
import type { Operation } from './operation.ts';
import { operations } from './operations.ts';

interface JsonSchema {
  type?: string;
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Every string of a body's JSON schema, by path, with the patterns that constrain it. */
function stringFields(schema: JsonSchema, path: string, found: Array<[string, JsonSchema]>): void {
  if (schema.type === 'string') found.push([path, schema]);
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    stringFields(value, path ? `${path}.${key}` : key, found);
  }
  if (schema.items) stringFields(schema.items, `${path}.0`, found);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    stringFields(part, path, found);
  }
}

function patternsOf(schema: JsonSchema): RegExp[] {
  const own = schema.pattern ? [new RegExp(schema.pattern, 'u')] : [];
  return [...own, ...(schema.allOf ?? []).flatMap(patternsOf)];
}

const controls = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u202e',
  '\u2067',
];
const lineBreaks = ['\n', '\r', '\t', '\u2028'];

describe('control characters in request bodies', () => {
  for (const operation of Object.values(operations) as Operation[]) {
    it(`${operation.name}: every string field refuses them`, () => {
      const schema = z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const fields: Array<[string, JsonSchema]> = [];
      stringFields(schema, '', fields);
      for (const [path, field] of fields) {
        if (field.const !== undefined || field.enum !== undefined) continue;
        const patterns = patternsOf(field);
        // Text of several lines (Paragraphs) keeps its tabs and line breaks and refuses the rest.
        const severalLines = patterns.some((pattern) => pattern.test('a\nb'));
        for (const control of severalLines ? controls.filter((c) => !lineBreaks.includes(c)) : controls) {
          const refused = patterns.some((pattern) => !pattern.test(`a${control}b`));
          expect(
            refused,
            `${operation.name}.${path} should refuse U+${control.charCodeAt(0).toString(16)}`,
          ).toBe(true);
        }
      }
    });
  }

  it('single-line text refuses every control character, with a message a form can show', () => {
    for (const control of controls) {
      const result = Line.safeParse(`name${control}`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('may not hold control characters');
    }
    expect(Line.safeParse('Asha Mensah, née Ödegaard 🎓').success).toBe(true);
    expect(Line.safeParse('أحمد מרים 李华').success).toBe(true);
    expect(Eid.safeParse('a\u0000b@example.test').success).toBe(false);
  });

  it('text of several lines keeps tabs and line breaks and refuses the rest', () => {
    expect(Paragraphs.safeParse('First line\r\n\tSecond line\n').success).toBe(true);
    for (const control of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u202e']) {
      expect(Paragraphs.safeParse(`a${control}b`).success).toBe(false);
    }
  });
});
