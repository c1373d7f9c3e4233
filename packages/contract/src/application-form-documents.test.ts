import { describe, expect, it } from 'vitest';
import { applicationDocuments } from './application-form.ts';
import { fieldPath } from './application-form-checks.ts';
import { acceptOf, documentUploadRequest, wrongTypeMessage } from './application-form-documents.ts';
import { paperDocuments } from './paper-form.ts';

const request = {
  oid: 'org',
  eid: 'ama@example.test',
  type: 'application',
  bpid: 'b-2026',
  filename: '1234-file.png',
  size: 60_000,
};

describe("the admission forms' document rules", () => {
  it("let each form's upload address be asked only for its own documents and their types", () => {
    const wizard = documentUploadRequest(applicationDocuments);
    const paper = documentUploadRequest(paperDocuments);
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
