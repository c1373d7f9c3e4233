import { z } from 'zod';
import { Id } from './common.ts';
import { staffRoles } from './operation.ts';

export const StaffRole = z.enum(staffRoles);

/**
 * One role an account holds, with its scope: a counsellor's programme (pid), an instructor's course,
 * or null for the whole organisation (an admin's is always null).
 */
export const StaffGrant = z
  .object({ role: StaffRole, scope: Id.nullable() })
  .strict()
  .refine((grant) => grant.role !== 'admin' || grant.scope === null, {
    path: ['scope'],
    message: 'an admin acts for the whole organisation',
  });
export type StaffGrant = z.infer<typeof StaffGrant>;
export const StaffGrants = z.array(StaffGrant).min(1).max(50);
