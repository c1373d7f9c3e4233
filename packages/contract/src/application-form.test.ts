import { describe, expect, it } from 'vitest';
import { ageOn, EducationSection, GeneralInfoSection, UploadDocSection } from './application-form.ts';

/** The section's messages in the order its checks report them, emptying one more field each time. */
function messagesInOrder(
  schema: { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  complete: Record<string, unknown>,
  blanks: Record<string, unknown>[],
): string[] {
  return blanks.map((blank) => {
    const issues = schema.safeParse({ ...complete, ...blank }).error?.issues ?? [];
    expect(issues).toHaveLength(1);
    return issues[0]?.message ?? '';
  });
}

const generalinfo = {
  firstName: 'Ama',
  email: 'ama@example.test',
  countryCode: '233',
  contact: '244123456',
  dob: '2001-03-14',
  fatherName: 'Kwesi',
  motherName: 'Efua',
  otherId: 'GHA-1',
  perAddress1: '14 Ring Road',
  perState: 'Greater Accra',
  perCity: 'Accra',
  perPin: 'GA-184',
  perNation: 'Ghana',
  preAddress1: '14 Ring Road',
  preState: 'Greater Accra',
  preCity: 'Accra',
  prePin: 'GA-184',
};

describe('the wizard general information (spec 3 §5)', () => {
  it('reports the first failure only, in the spec order, with its exact message', () => {
    // Each row leaves the earlier checks failing too, so only the spec's order can give this list.
    const rows = [
      { prePin: '' },
      { preCity: '' },
      { perNation: 'Not Applicable' },
      { perPin: '' },
      { perState: '' },
      { otherId: '000' },
      { motherName: '' },
      { dob: '' },
      { contact: '000' },
      { email: '' },
      { firstName: '  ' },
    ];
    const cumulative = rows.map((_, index) => Object.assign({}, ...rows.slice(0, index + 1)));
    expect(messagesInOrder(GeneralInfoSection, generalinfo, cumulative)).toEqual([
      'Please enter present address Pincode',
      'Please fill present address according to the requirement',
      'Select Country of residence',
      'Please enter Permanent address Pincode',
      'Please fill Permanent address according to the requirement',
      'Please enter valid national ID',
      'Father name or Mother name cannot be empty',
      'Date of Birth cannot be empty',
      'Phone number cannot be empty',
      'Email cannot be empty',
      'Name cannot be empty',
    ]);
    expect(GeneralInfoSection.safeParse(generalinfo).success).toBe(true);
  });

  it('refuses a country of residence or a country code outside the spec lists', () => {
    expect(GeneralInfoSection.safeParse({ ...generalinfo, perNation: 'Atlantis' }).success).toBe(false);
    expect(GeneralInfoSection.safeParse({ ...generalinfo, countryCode: '1' }).success).toBe(false);
  });
});

describe('the wizard education and uploads (spec 3 §5)', () => {
  it('reports the education messages in order', () => {
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
    const fields = Object.keys(education).reverse();
    const cumulative = fields.map((_, index) =>
      Object.fromEntries(fields.slice(0, index + 1).map((f) => [f, ''])),
    );
    expect(messagesInOrder(EducationSection, education, cumulative)).toEqual([
      'Work description cannot be empty',
      'Experience cannot be empty',
      'Please enter the Pincode',
      'University country cannot be empty',
      'University address cannot be empty',
      'University Name cannot be empty',
      'School zip cannot be empty',
      'School country cannot be empty',
      'School address cannot be empty',
      'School Name cannot be empty',
    ]);
  });

  it('needs the certificate, transcripts, national ID and photo, not the passport', () => {
    const docs = {
      Cetificates: '1234-c.pdf',
      Transcripts: '2345-t.png',
      'Other Government Proof': '3456-id.jpg',
      'Profile Photo': '4567-photo.jpeg',
    };
    expect(UploadDocSection.safeParse(docs).success).toBe(true);
    const message = (blank: Record<string, string>) =>
      UploadDocSection.safeParse({ ...docs, ...blank }).error?.issues[0]?.message;
    expect(message({ Cetificates: '' })).toBe('Please upload Certificate');
    expect(message({ Transcripts: '' })).toBe('Please upload Transcripts');
    expect(message({ 'Other Government Proof': '' })).toBe('Please upload National ID Document');
    expect(message({ 'Profile Photo': '' })).toBe('Please upload Profile photo');
    expect(UploadDocSection.safeParse({ ...docs, Passport: 'passport.png' }).success).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-11-23', '2026-11-23')).toBe(26);
    expect(ageOn('2000-11-24', '2026-11-23')).toBe(25);
  });
});
