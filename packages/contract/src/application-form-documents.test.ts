import { describe, expect, it } from 'vitest';
import { applicationDocuments } from './application-form.ts';
import { fieldPath } from './application-form-checks.ts';
import { acceptOf, type DocumentRule, fileProblem, wrongTypeMessage } from './application-form-documents.ts';
import { getApplicationPresignedUrl } from './application-wizard.ts';
import { getPaperApplicationPresignedUrl } from './paper-application.ts';
import { paperDocuments } from './paper-form.ts';

const request = {
  oid: 'org',
  eid: 'ama@example.test',
  type: 'application',
  bpid: 'b-2026',
  filename: '1234-file.png',
  size: 60_000,
};

const forms = { wizard: applicationDocuments, paper: paperDocuments } as const;

describe("the admission forms' document rules", () => {
  // spec 3 §5 image rules: the type (any case), then the size, 51200 to 256000 bytes; the type message after the label, the size's
  // standing alone as the spec writes it.
  it.each([
    // The wizard's and the university form's: certificate and transcripts may also be pdf.
    ['wizard', 'Passport', 'p.PNG', 51_200, undefined],
    ['wizard', 'Passport', 'p.jpeg', 256_000, undefined],
    ['wizard', 'Passport', 'p.png', 51_199, 'file size is less than 50kb'],
    ['wizard', 'Passport', 'p.png', 256_001, 'file size is greater than 250kb'],
    [
      'wizard',
      'Profile Photo',
      'p.pdf',
      60_000,
      'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
    ],
    ['wizard', 'Transcripts', 't.pdf', 60_000, undefined],
    [
      'wizard',
      'Transcripts',
      't.docx',
      60_000,
      'Transcripts Only images with .jpg, .jpeg, .png .pdf extension are allowed.',
    ],
    ['wizard', 'Cetificates', 'c.PDF', 90_000, undefined],
    [
      'wizard',
      'Cetificates',
      'c.docx',
      90_000,
      'Certificate Only images with .jpg, .jpeg, .png .pdf extension are allowed.',
    ],
    [
      'wizard',
      'Transcripts',
      't.gif',
      90_000,
      'Transcripts Only images with .jpg, .jpeg, .png .pdf extension are allowed.',
    ],
    [
      'wizard',
      'Other Government Proof',
      'id.pdf',
      90_000,
      'National ID Only images with .jpg, .jpeg, .png extension are allowed.',
    ],
    ['wizard', 'Profile Photo', 'p.png', 51_199, 'file size is less than 50kb'],
    // The paper form's: png or jpeg documents; the profile photo any image.
    ['paper', 'tenthdoc', 'a.JPG', 51_200, undefined],
    ['paper', 'tenthdoc', 'a.png', 51_199, 'file size is less than 50kb'],
    ['paper', 'idproofdoc', 'a.png', 256_001, 'file size is greater than 250kb'],
    [
      'paper',
      'Signature',
      'a.pdf',
      60_000,
      'Signature Only images with .jpg, .jpeg, .png extension are allowed.',
    ],
    [
      'paper',
      'tenthdoc',
      'a.gif',
      60_000,
      '10th certificate Only images with .jpg, .jpeg, .png extension are allowed.',
    ],
    ['paper', 'profilePhoto', 'me.webp', 60_000, undefined],
    ['paper', 'profilePhoto', 'me.pdf', 60_000, 'Profile photo Only image files are allowed.'],
  ] as const)('%s, %s: %s of %i bytes: %s', (form, document, name, size, expected) => {
    const rule: DocumentRule | undefined = (forms[form] as Readonly<Record<string, DocumentRule>>)[document];
    if (!rule) throw new Error(`${document} is not a document of the ${form} form`);
    expect(fileProblem(rule, { name, size })).toBe(expected);
  });

  it("let each form's upload address be asked only for its own documents and their types", () => {
    const wizard = getApplicationPresignedUrl.body;
    const paper = getPaperApplicationPresignedUrl.body;
    const asked = (schema: typeof wizard | typeof paper, document: string, filetype: string) =>
      schema.safeParse({ ...request, document, filetype }).success;
    expect(asked(wizard, 'Cetificates', 'application/pdf')).toBe(true);
    expect(asked(wizard, 'Cetificates', 'image/webp')).toBe(false);
    expect(asked(wizard, 'tenthdoc', 'image/png')).toBe(false);
    expect(asked(paper, 'profilePhoto', 'image/webp')).toBe(true);
    expect(asked(paper, 'tenthdoc', 'application/pdf')).toBe(false);
    expect(asked(paper, 'Cetificates', 'image/png')).toBe(false);
  });

  it("offer the file chooser the document's extensions, or any image", () => {
    expect(acceptOf(applicationDocuments.Cetificates)).toBe('.jpg,.jpeg,.png,.pdf');
    expect(acceptOf(paperDocuments.tenthdoc)).toBe('.jpg,.jpeg,.png');
    expect(acceptOf(paperDocuments.profilePhoto)).toBe('image/*');
    expect(wrongTypeMessage(paperDocuments.profilePhoto)).toBe('Profile photo Only image files are allowed.');
  });

  it("name a check's field as zod names the path", () => {
    expect(fieldPath('tenth.subjects.0.grade')).toEqual(['tenth', 'subjects', 0, 'grade']);
    expect(fieldPath('Other Government Proof')).toEqual(['Other Government Proof']);
  });
});
