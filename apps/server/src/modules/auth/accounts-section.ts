import { AccountsBundleFile } from '@aula/contract/auth';
import { users } from '../../db/schema/auth.ts';
import { staffGrants, staffTotp } from '../../db/schema/staff.ts';
import { defineSection } from '../content/index.ts';
import { hashPassword } from './passwords.ts';
import { findUser, usernameOf } from './queries.ts';

/**
 * accounts.json: accounts of the organisation (the demo learners and staff, or staff-made accounts with
 * a temporary password). An account is created only when missing: importing again never resets a
 * password its owner has changed, nor roles an admin has changed. A staff account gets its roles and,
 * for the demo, a confirmed second factor of the published secret (its scopes are checked once
 * programmes and courses are loaded: the staff module's staffScopesSection). Answers how many
 * accounts the file holds.
 */
export const accountsSection = defineSection({
  file: 'accounts.json',
  schema: AccountsBundleFile,
  async load({ db, oid, claim, fail, now }, { accounts }) {
    for (const [index, account] of accounts.entries()) {
      const eid = usernameOf(account.email);
      claim('account', eid, ['accounts', index, 'email']);
      const grants = account.grants ?? [];
      if (account.totpSecret && grants.length === 0) {
        fail(['accounts', index, 'totpSecret'], 'only a staff account (with grants) has a second factor');
      }
      if (await findUser(db, oid, eid)) continue;
      const password = account.password ?? account.temporaryPassword ?? '';
      const [created] = await db
        .insert(users)
        .values({
          oid,
          eid,
          email: account.email,
          name: account.name,
          passwordHash: await hashPassword(password),
          confirmed: account.confirmed,
          mustChangePassword: account.temporaryPassword !== undefined,
          role: account.role,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) continue;
      if (grants.length > 0) {
        await db
          .insert(staffGrants)
          .values(grants.map(({ role, scope }) => ({ oid, userId: created.id, role, scope, grantedAt: now })))
          .onConflictDoNothing();
      }
      if (account.totpSecret) {
        await db
          .insert(staffTotp)
          .values({ userId: created.id, oid, secret: account.totpSecret, confirmedAt: now });
      }
    }
    // Like every section, the count is of the file's records: existing accounts are kept as they are.
    return accounts.length;
  },
});
