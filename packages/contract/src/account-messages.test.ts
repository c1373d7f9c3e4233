import { describe, expect, it } from 'vitest';
import { fileMessages, fileProblem } from './account-uploads.ts';
import { ComplaintFields, complaintMessages, firstProblem, QueryFields } from './complaints.ts';
import { profileMessages, profileProblem } from './profile.ts';

const profile = {
  profilepicname: '1234-me.png',
  uname: 'Asha',
  lstname: '',
  dob: '1998-04-12',
  councode: '233',
  ads: 'Accra',
  cno: '244123456',
  passportno: 'G1',
  othergovid: '',
  highdeg: 'BPharm',
  workexp: 'NIL',
  docname: [],
  certificates: [],
  markscards: [],
};

describe('the profile submit checks (spec 3 §5)', () => {
  it('stop at the first failure, in the spec order', () => {
    const order: Array<[keyof typeof profile, string]> = [
      ['profilepicname', profileMessages.photo],
      ['uname', profileMessages.name],
      ['dob', profileMessages.dob],
      ['councode', profileMessages.countryCode],
      ['ads', profileMessages.address],
      ['cno', profileMessages.phone],
      ['passportno', profileMessages.passport],
      ['highdeg', profileMessages.highestDegree],
      ['workexp', profileMessages.workExperience],
    ];
    // Empty every field from the nth on: the nth message is the one shown.
    for (const [index, [, message]] of order.entries()) {
      const emptied = Object.fromEntries(order.slice(index).map(([field]) => [field, '']));
      expect(profileProblem({ ...profile, ...emptied })).toBe(message);
    }
    expect(profileProblem(profile)).toBeNull();
  });

  it('take a date of birth up to 2010-01-01 and no later', () => {
    expect(profileProblem({ ...profile, dob: '2010-01-01' })).toBeNull();
    expect(profileProblem({ ...profile, dob: '2010-01-02' })).toBe(profileMessages.dob);
  });
});

describe('the file checks', () => {
  it('answer the spec messages for the photo, documents and a complaint file', () => {
    expect(fileProblem('profiledetails', { name: 'me.gif', size: 60_000 })).toBe(fileMessages.photoType);
    expect(fileProblem('profiledetails', { name: 'me.PNG', size: 51_199 })).toBe(fileMessages.tooSmall);
    expect(fileProblem('profiledetails', { name: 'me.jpeg', size: 1_048_577 })).toBe(
      fileMessages.photoTooLarge,
    );
    expect(fileProblem('profiledetails', { name: 'me.JPG', size: 1_048_576 })).toBeNull();
    expect(fileProblem('profiledocs', { name: 'cv.pdf', size: 256_001 })).toBe(fileMessages.documentTooLarge);
    expect(fileProblem('profiledocs', { name: 'cv.docx', size: 60_000 })).toBe(fileMessages.documentType);
    expect(fileProblem('complents', { name: 'scan.png', size: 49 * 1024 })).toBe(fileMessages.tooSmall);
    expect(fileProblem('complents', { name: 'scan.png', size: 251 * 1024 })).toBe(fileMessages.imageTooLarge);
    expect(fileProblem('complents', { name: 'letter.docx', size: 300_000 })).toBeNull();
    expect(fileProblem('complents', { name: 'run.exe', size: 300 })).toBe(fileMessages.complaintType);
  });
});

describe('the complaint and query checks', () => {
  it('check a complaint description first, then its programme', () => {
    expect(firstProblem(ComplaintFields, { bpid: '', description: '' })).toBe(complaintMessages.description);
    expect(firstProblem(ComplaintFields, { bpid: '', description: 'Help' })).toBe(complaintMessages.program);
    expect(firstProblem(ComplaintFields, { bpid: 'pv-2026', description: 'Help' })).toBeNull();
  });

  it('check a query name, its letters, the e-mail and its form, then the description', () => {
    const query = { name: 'Ama Owusu', emailid: 'ama@example.test', description: 'How do I apply?' };
    expect(firstProblem(QueryFields, { ...query, name: '', emailid: '' })).toBe(complaintMessages.name);
    expect(firstProblem(QueryFields, { ...query, name: 'Ama_1', emailid: '' })).toBe(
      complaintMessages.nameLetters,
    );
    expect(firstProblem(QueryFields, { ...query, emailid: '', description: '' })).toBe(
      complaintMessages.emailRequired,
    );
    expect(firstProblem(QueryFields, { ...query, emailid: 'ama@', description: '' })).toBe(
      complaintMessages.emailInvalid,
    );
    expect(firstProblem(QueryFields, { ...query, description: ' ' })).toBe(complaintMessages.description);
    expect(firstProblem(QueryFields, { ...query, name: 'Amélie Ngozi' })).toBeNull();
  });
});
