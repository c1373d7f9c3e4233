import { describe, expect, it } from 'vitest';
import { withDraft } from './wizard-draft.ts';
import { emptyValues } from './wizard-values.ts';

describe('withDraft', () => {
  const saved = { ...emptyValues(), firstName: 'Ama', schoolName: 'Accra Academy' };

  it('shows what was typed on this device and not saved over the saved sections', () => {
    const { values, restored } = withDraft(saved, {
      values: { schoolName: 'Wesley Girls', fatherName: 'Kwesi' },
    });
    expect(restored).toBe(true);
    expect(values).toMatchObject({ firstName: 'Ama', schoolName: 'Wesley Girls', fatherName: 'Kwesi' });
  });

  it('says nothing was restored when the draft holds what the server has, and ignores foreign fields', () => {
    const { values, restored } = withDraft(saved, {
      values: { firstName: 'Ama', sameAddress: 'yes' as unknown as boolean, ...{ unknown: 'x' } },
    });
    expect(restored).toBe(false);
    expect(values).toEqual(saved);
  });

  it('keeps the saved form without a draft', () => {
    expect(withDraft(saved, undefined)).toEqual({ values: saved, restored: false });
  });
});
