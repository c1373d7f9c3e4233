import type { StaffGrant } from '@aula/contract/staff-grants';
import type { OperationOutput } from '../lib/api-client.ts';
import type { CurrentSession } from '../lib/session.ts';
import { type ApiHandlers, type ApiStub, stubApi } from './api-stub.ts';
import { organisation } from './fixtures.ts';

/** `stubApi` for the staff side, with the organisation answered. */
export function stubStaffApi(vi: Parameters<typeof stubApi>[0], handlers: ApiHandlers): ApiStub {
  return stubApi(vi, { getOrganisation: () => ({ body: organisation }), ...handlers });
}

/** A staff member's session as `auth/currentSession` answers it once the second factor is given. */
export function staffSession(
  grants: StaffGrant[],
  name = 'Priya Raman',
  email = 'priya.raman@example.edu',
): CurrentSession {
  const now = Date.now();
  return {
    user: {
      id: 'S1',
      username: email,
      oid: organisation.oid,
      role: grants[0]?.role ?? 'learner',
      mustChangePassword: false,
      grants,
      attributes: { sub: 'S1', email, name, email_verified: true },
    },
    createdAt: new Date(now).toISOString(),
    idleExpiresAt: new Date(now + 3_600_000).toISOString(),
    expiresAt: new Date(now + 8 * 3_600_000).toISOString(),
  };
}

export const counsellorGrants: StaffGrant[] = [{ role: 'counsellor', scope: 'G1' }];
export const adminGrants: StaffGrant[] = [{ role: 'admin', scope: null }];
export const instructorGrants: StaffGrant[] = [{ role: 'instructor', scope: 'C-101' }];

/** A page of the admissions queue; the first applicant's name is hostile markup, to be shown as text. */
export function admissionsPage(overrides: Partial<OperationOutput<'staff/listAdmissions'>> = {}) {
  return {
    rows: [
      {
        applicationid: 'APP-1',
        eid: 'kofi@example.edu',
        name: 'Kofi <img src=x onerror="window.__hacked = true">',
        email: 'kofi@example.edu',
        pid: 'G1',
        pname: 'Master of Public Health',
        bpid: 'G1-B',
        pstatus: 2,
        formVariant: 'standard' as const,
        evbab: true,
        submittedAt: '2026-11-02T09:30:00+05:30',
      },
      {
        applicationid: 'APP-2',
        eid: 'ama@example.edu',
        name: 'Ama Owusu',
        email: 'ama@example.edu',
        pid: 'G1',
        pname: 'Master of Public Health',
        bpid: 'G1-B',
        pstatus: 2,
        formVariant: 'university' as const,
        evbab: false,
        submittedAt: '2026-11-03T10:00:00+05:30',
      },
    ],
    total: 60,
    programs: [
      { pid: 'G1', pname: 'Master of Public Health' },
      { pid: 'D1', pname: 'Diploma in Care' },
    ],
    ...overrides,
  };
}

/** One application as `staff/getAdmission` answers it, waiting for a decision (pstatus 2) at version 4. */
export function admissionDetail(
  overrides: Partial<OperationOutput<'staff/getAdmission'>['application']> = {},
) {
  const [row] = admissionsPage().rows;
  if (!row) throw new Error('no row');
  return {
    application: {
      ...row,
      name: 'Kofi Mensah',
      version: 4,
      returnable: true,
      sections: [
        {
          section: 'generalinfo',
          fields: [
            { name: 'firstName', value: 'Kofi' },
            { name: 'perAddress1', value: '<script>window.__hacked = true</script>\nAccra' },
            { name: 'middleName', value: '' },
          ],
        },
        { section: 'education', fields: [{ name: 'universityName', value: 'University of Ghana' }] },
      ],
      documents: [
        {
          field: 'passport',
          name: 'passport.pdf',
          type: 'pdf' as const,
          url: '/files/staff/APP-1/passport.pdf',
        },
        { field: 'photo', name: 'me<b>.png', type: 'png' as const, url: '/files/staff/APP-1/photo.png' },
        {
          field: 'transcript',
          name: 'transcript.docx',
          type: 'docx' as const,
          url: '/files/staff/APP-1/t.docx',
        },
      ],
      decisions: [
        {
          decision: 'return' as const,
          message: 'Please upload a clearer passport scan.',
          byName: 'Priya Raman',
          at: '2026-11-04T11:00:00+05:30',
        },
      ],
      ...overrides,
    },
  };
}
