import { describe, expect, it } from 'vitest';
import { educationTypeMessage } from './application-form.ts';
import { universityEducationTypes } from './application-form-lists.ts';
import { sectionNamesOf, sectionsOf } from './application-form-variants.ts';

const education = {
  schoolName: 'A',
  schoolAddress1: 'B',
  schoolCountry: 'C',
  schoolZip: 'D',
  university: 'E',
  universityAddress1: 'F',
  universityCountry: 'G',
  universityZip: 'H',
  experience: 'NIL',
  experienceDesignation: 'I',
};
const docs = {
  Cetificates: '1234-c.pdf',
  Transcripts: '2345-t.pdf',
  'Other Government Proof': '3456-id.jpg',
  'Profile Photo': '4567-photo.jpeg',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } } | undefined) =>
  result?.error?.issues[0]?.message;

describe('the university four-tab form', () => {
  const sections = sectionsOf('university');

  it('has General Information, Education and Upload Documents before its Review, and no Scholarship', () => {
    expect(sectionNamesOf('university')).toEqual(['generalinfo', 'education', 'uploaddoc']);
    expect(sectionNamesOf('standard')).toEqual(['generalinfo', 'education', 'uploaddoc', 'scholarship']);
    expect(sections.scholarship).toBeUndefined();
  });

  it("keeps the standard wording: School, the parents' check, the national ID", () => {
    expect(firstMessage(sections.education?.safeParse({ ...education, schoolName: '' }))).toBe(
      'School Name cannot be empty',
    );
    expect(
      firstMessage(sectionsOf('preRegistered').education?.safeParse({ ...education, schoolName: '' })),
    ).toBe('Institution/College Name cannot be empty');
    const info = sections.generalinfo?.safeParse({
      firstName: 'Ama',
      email: 'a@example.test',
      countryCode: '233',
      contact: '244123456',
      dob: '2001-03-14',
    });
    expect(firstMessage(info)).toBe('Father name or Mother name cannot be empty');
  });

  it('lists Graduate, Under Graduate, Diploma, Others as education types, and the wizard its own', () => {
    for (const educationType of universityEducationTypes) {
      expect(sections.education?.safeParse({ ...education, educationType }).success).toBe(true);
    }
    expect(firstMessage(sections.education?.safeParse({ ...education, educationType: 'Graduation' }))).toBe(
      educationTypeMessage,
    );
    expect(
      firstMessage(sectionsOf('standard').education?.safeParse({ ...education, educationType: 'Diploma' })),
    ).toBe(educationTypeMessage);
    expect(
      sectionsOf('standard').education?.safeParse({ ...education, educationType: 'Graduation' }).success,
    ).toBe(true);
  });

  it('needs the same documents as the wizard (their file rules: application-form-documents.test.ts)', () => {
    expect(sections.uploaddoc?.safeParse(docs).success).toBe(true);
    expect(firstMessage(sections.uploaddoc?.safeParse({ ...docs, 'Profile Photo': '' }))).toBe(
      'Please upload Profile photo',
    );
  });
});
