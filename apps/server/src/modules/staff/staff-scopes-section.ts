import { AccountsBundleFile } from '@aula/contract/auth';
import { defineSection } from '../content/index.ts';
import { findForeignScope } from './grant-scopes.ts';

/**
 * The scopes of accounts.json's staff roles, checked once the programmes and courses are loaded (the
 * accounts themselves load first, so that every later section may name them): a counsellor's programme
 * and an instructor's course must be the bundle organisation's. Answers how many roles it checked.
 */
export const staffScopesSection = defineSection({
  file: 'accounts.json',
  name: 'staffRoles',
  schema: AccountsBundleFile,
  async load({ db, oid, fail }, { accounts }) {
    let checked = 0;
    for (const [index, account] of accounts.entries()) {
      const grants = account.grants ?? [];
      const foreign = await findForeignScope(db, oid, grants);
      if (foreign) {
        fail(
          ['accounts', index, 'grants', foreign.index, 'scope'],
          `no ${foreign.what} ${foreign.scope} in this bundle`,
        );
      }
      checked += grants.length;
    }
    return checked;
  },
});
