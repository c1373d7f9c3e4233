import { blankPaperForm } from '@aula/contract/paper-form';
import { describe, expect, it } from 'vitest';
import type { SavedPaperApplication } from '../../api/get-paper-application.ts';
import { savedPaperValues, withPaperDraft } from './paper-values.ts';

const saved: SavedPaperApplication = {
  applicationid: null,
  pstatus: 0,
  ptitle: 'PG Diploma in Clinical Research',
  email: 'kofi@example.test',
  today: '2026-11-27',
  form: null,
  documentUrls: {},
};

describe('the paper form values', () => {
  it('start blank with the account e-mail, the chosen programme first and the date of today', () => {
    const values = savedPaperValues(saved);
    expect(values.email).toBe('kofi@example.test');
    expect(values.programmeTable[0]?.title).toBe('PG Diploma in Clinical Research');
    expect(values.todaydate).toBe('2026-11-27');
    expect(values.tenth.subjects).toHaveLength(8);
  });

  it('take the device copy over them, but never its e-mail or first programme', () => {
    const server = savedPaperValues(saved);
    const kept = { ...blankPaperForm(), firstName: 'Kofi', email: 'other@example.test' };
    kept.programmeTable[0] = { title: 'Something else', ftime: 'yes', ptime: 'no' };
    const { values, restored } = withPaperDraft(server, { values: kept });
    expect(restored).toBe(true);
    expect(values.firstName).toBe('Kofi');
    expect(values.email).toBe('kofi@example.test');
    expect(values.programmeTable[0]).toEqual({
      title: 'PG Diploma in Clinical Research',
      ftime: 'yes',
      ptime: 'no',
    });
  });

  it('ignore a device copy that is not a whole form, or that holds nothing new', () => {
    const server = savedPaperValues(saved);
    expect(withPaperDraft(server, { values: { firstName: 'Kofi' } })).toEqual({
      values: server,
      restored: false,
    });
    expect(withPaperDraft(server, { values: structuredClone(server) }).restored).toBe(false);
    expect(withPaperDraft(server, undefined).restored).toBe(false);
  });
});
