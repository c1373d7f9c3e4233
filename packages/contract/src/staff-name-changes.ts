import { z } from 'zod';
import { Id, Oid } from './common.ts';
import { defineOperation } from './operation.ts';

/*
 * Changes of legal name that wait for the university (ADR 0064): once a learner holds a certificate or
 * has submitted an application, a new name is kept as a request that a counsellor or an admin approves
 * (the account takes the name) or refuses (it keeps the old one). ADR 0067.
 */

export const nameChangesPageSize = 25;

/** A pending request as staff see it: who, the name on their records, the name asked for. */
export const NameChangeRow = z.object({
  id: Id,
  eid: z.string(),
  email: z.string(),
  currentName: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
});
export type NameChangeRow = z.infer<typeof NameChangeRow>;

export const listNameChanges = defineOperation({
  name: 'staff/listNameChanges',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  summary:
    "Pending changes of legal name, oldest first, 25 a page: a counsellor's are those of applicants to their programmes.",
  body: z.object({ oid: Oid, page: z.number().int().min(0).max(100_000).default(0) }).strict(),
  response: z.object({
    rows: z.array(NameChangeRow).max(nameChangesPageSize),
    total: z.number().int().min(0),
  }),
});

export const decideNameChange = defineOperation({
  name: 'staff/decideNameChange',
  access: 'staff',
  roles: ['counsellor', 'admin'],
  summary:
    'Approves a pending change of name (the account and its profile take it; issued certificates keep theirs) or refuses it.',
  body: z.object({ oid: Oid, id: Id, decision: z.enum(['approve', 'refuse']) }).strict(),
  response: z.object({ status: z.enum(['approved', 'refused']) }),
});
