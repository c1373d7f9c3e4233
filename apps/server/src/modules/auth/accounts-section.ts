import { AccountsBundleFile } from '@aula/contract/auth';
import { users } from '../../db/schema/auth.ts';
import { defineSection } from '../content/index.ts';
import { hashPassword } from './passwords.ts';
import { findUser, usernameOf } from './queries.ts';

/**
 * accounts.json: accounts of the organisation (the demo learners, or staff-made accounts with a
 * temporary password). An account is created only when missing: importing again never resets a
 * password its owner has changed. Answers how many accounts it created.
 */
export const accountsSection = defineSection({
  file: 'accounts.json',
  schema: AccountsBundleFile,
  async load({ db, oid, claim }, { accounts }) {
    for (const [index, account] of accounts.entries()) {
      const eid = usernameOf(account.email);
      claim('account', eid, ['accounts', index, 'email']);
      if (await findUser(db, oid, eid)) continue;
      const password = account.password ?? account.temporaryPassword ?? '';
      await db
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
        .onConflictDoNothing();
    }
    // Like every section, the count is of the file's records: existing accounts are kept as they are.
    return accounts.length;
  },
});
