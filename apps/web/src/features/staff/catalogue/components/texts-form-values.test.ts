import { ProgrammeTexts } from '@aula/contract/staff-catalogue';
import { describe, expect, it } from 'vitest';
import { emptyPerson, emptyTopic, formValuesOf, textsOf } from './texts-form-values.ts';

describe('the programme form’s values', () => {
  it('leaves out what was left empty and splits units by line, so the contract accepts them', () => {
    const values = formValuesOf(null, { pname: 'Data', category: 'certificate' });
    values.ptitle = 'Data';
    values.pimage = 'images/data.svg';
    values.pinfo = { duration: '6 months', format: 'Online', credits: 4, price: '' };
    values.pcurriculum = [
      { ...emptyTopic, tid: 'd1', tlabel: 'Course 1', ttitle: 'One', tunits: 'A\n\n B \n' },
    ];
    values.pinstructors = [
      { title: 'Faculty', value: [{ ...emptyPerson, name: 'N', designation: 'D', org: 'O', pic: 'p.png' }] },
    ];
    const texts = ProgrammeTexts.parse(textsOf(values));
    expect(texts.pinfo.price).toBeUndefined();
    expect(texts.applicationForm).toBeUndefined();
    expect(texts.ccoordinator).toBeUndefined();
    expect(texts.admission).toBeUndefined();
    expect(texts.pinstructors[0]?.value[0]?.emailid).toBeUndefined();
    expect(texts.pcurriculum[0]).toEqual({
      tid: 'd1',
      tlabel: 'Course 1',
      ttitle: 'One',
      tduration: 1,
      tunits: ['A', 'B'],
    });
  });

  it('reads saved texts back into the form unchanged', () => {
    const saved = {
      pname: 'Data',
      category: 'diploma' as const,
      ptitle: 'Data',
      pimage: 'images/data.svg',
      etype: 'self' as const,
      evbab: true,
      applicationForm: 'paper' as const,
      pinfo: { duration: '1 year', format: 'Online', credits: 30, price: 'Free' },
      poverview: '<p>O</p>',
      pfeatures: '',
      poutcomes: '',
      pinstructors: [],
      cmentor: { name: 'M', designation: 'D', org: 'O', pic: 'm.png', emailid: 'm@example.test' },
      pcurriculum: [
        { tid: 'd1', tlabel: 'L', ttitle: 'T', tduration: 2, tunits: ['A', 'B'], timage: 'i.png' },
      ],
      pfaq: [{ title: 'G', questions: [{ ques: 'Q', ans: '<p>A</p>' }] }],
      admission: { welcome: '<p>W</p>', instructionPdf: 'docs/i.pdf' },
    };
    expect(ProgrammeTexts.parse(textsOf(formValuesOf(saved, saved)))).toEqual(saved);
  });
});
