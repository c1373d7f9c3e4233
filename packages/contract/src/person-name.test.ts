import { describe, expect, it } from 'vitest';
import { personName, personNameMessage } from './person-name.ts';

const Name = personName('Please enter a Name');
const FamilyName = personName('Please enter a Name', { optional: true });

describe('a person name', () => {
  it.each([
    ['Asha Mensah'],
    ["Seán O'Brien"],
    ['Aïssatou N’Diaye'],
    ['Mary Smith-Jones'],
    ['Martin Luther King, Jr.'],
    ['Nguyễn Thị Minh Khai'],
    ['محمد رضا'],
    ['श्रीनिवास रामानुजन'],
    ['فاطمه\u200cزاده'],
    ['Paul·la'],
    ['李小龍'],
  ])('accepts %s', (name) => {
    expect(Name.parse(name)).toBe(name);
  });

  it('is kept composed, trimmed, with single spaces', () => {
    expect(Name.parse('  Jose\u0301   Martí ')).toBe('José Martí');
  });

  it.each([
    ['markup', 'Dr. <b>Forged</b> "Name"'],
    ['a zero-width space', 'Asha\u200bMensah'],
    ['only invisible characters', '\u200b\u200c\u2060'],
    ['a joiner not between letters', 'Asha \u200d'],
    ['a soft hyphen', 'As\u00adha'],
    ['digits', 'R2D2'],
    ['combining marks alone', '\u0301\u0301'],
    ['a stack of accents', `Z${'\u0336\u0301\u0308'.repeat(5)}algo`],
    ['an address', 'http://evil.example'],
    ['a sentence for a mail', 'Asha: your account is locked; call +1 555'],
    ['punctuation first', '-Asha'],
    ['too many characters', 'A'.repeat(81)],
  ])('refuses %s with a message that says what a name may hold', (_what, name) => {
    const result = Name.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(personNameMessage);
  });

  it('asks for a name when it is blank, unless it may be left out', () => {
    expect(Name.safeParse('   ').error?.issues[0]?.message).toBe('Please enter a Name');
    expect(FamilyName.parse('  ')).toBe('');
    expect(FamilyName.safeParse('<i>').error?.issues[0]?.message).toBe(personNameMessage);
  });

  it('refuses a control character as every line does', () => {
    expect(Name.safeParse('Asha\nMensah').error?.issues[0]?.message).toBe('may not hold control characters');
  });
});
