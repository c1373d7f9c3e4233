import { describe, expect, it } from 'vitest';
import { fieldLabel } from './section-labels.ts';

describe("a field's label", () => {
  it('spaces out the key the server names it by', () => {
    expect(fieldLabel('fatherName')).toBe('Father name');
    expect(fieldLabel('perAddress1')).toBe('Per address 1');
    expect(fieldLabel('sixth_Adoc')).toBe('Sixth adoc');
    expect(fieldLabel('Date of birth')).toBe('Date of birth');
    expect(fieldLabel('__')).toBe('__');
  });
});
