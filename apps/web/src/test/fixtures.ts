import type { ProgramList } from '@aula/contract/programs';
import type { Organisation } from '../lib/organisation.ts';

export const organisation: Organisation = {
  oid: 'ORG1',
  name: 'Test University',
  shortName: 'TU',
  logo: 'branding/logo.svg',
  aboutHtml: '<p>Founded for <b>working adults</b>.</p><img src="x" onerror="window.__hacked = true">',
  onlineLearningHtml: '<p>Lectures you can watch at night.</p>',
  contactHtml: '<p>Registrar, 1 College Road</p>',
  poweredBy: 'Aula',
  timeZone: 'Asia/Kolkata',
  year: 2031,
};

export function programList(overrides: Partial<ProgramList> = {}): ProgramList {
  return {
    certificate: [{ pid: 'C1', bpid: 'C1-B', pname: 'Certificate in Pharmacovigilance' }],
    diploma: [{ pid: 'D1', bpid: 'D1-B', pname: 'Diploma in <b>Care</b>' }],
    graduate: [{ pid: 'G1', bpid: 'G1-B', pname: 'Master of Public Health' }],
    pgdiploma: [{ pid: 'PG1', bpid: 'PG1-B', pname: 'PG Diploma in Clinical Research' }],
    undergraduate: [
      { pid: 'U1', bpid: 'U1-B', pname: 'B.Sc. Nursing<img src=x onerror="window.__hacked = true">' },
    ],
    DoctorofPharmacy: [{ pid: 'PD1', bpid: 'PD1-B', pname: 'Doctor of Pharmacy' }],
    ...overrides,
  };
}
