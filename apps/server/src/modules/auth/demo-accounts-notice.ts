import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AccountsBundleFile } from '@aula/contract/auth';

/**
 * The command that prints a TOTP secret's current code with the installed otpauth library, offline, from
 * the repository's root: what the README and the start-up notice give for the demo staff accounts.
 */
export function totpCodeCommand(secret: string): string {
  return `node -e "const {TOTP}=require('otpauth');console.log(new TOTP({secret:process.argv[1]}).generate())" ${secret}`;
}

/**
 * The accounts of a content bundle with their passwords, for `npm start` to print so that anyone trying
 * the demo can sign in; staff accounts with their authenticator secret and how to get a code. Null when
 * the bundle has no readable accounts.json.
 */
export async function demoAccountsNotice(folder: string, address: string): Promise<string | null> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(join(folder, 'accounts.json'), 'utf8'));
  } catch {
    return null;
  }
  const parsed = AccountsBundleFile.safeParse(data);
  if (!parsed.success || parsed.data.accounts.length === 0) return null;
  const { accounts } = parsed.data;
  const rows = accounts.map((account) => {
    const password = account.password ?? `${account.temporaryPassword ?? ''} (temporary)`;
    const about = account.note ? `${account.name}, ${account.note}` : account.name;
    return { email: account.email, password, about };
  });
  const emailWidth = Math.max(...rows.map((row) => row.email.length));
  const passwordWidth = Math.max(...rows.map((row) => row.password.length));
  const lines = rows.map(
    (row) => `  ${row.email.padEnd(emailWidth)}  ${row.password.padEnd(passwordWidth)}  ${row.about}`,
  );
  const staff = accounts.flatMap((account) =>
    account.totpSecret ? [`  ${account.email.padEnd(emailWidth)}  ${account.totpSecret}`] : [],
  );
  const staffLines =
    staff.length === 0
      ? []
      : [
          `Staff sign in at ${address}/staff, then give the code of an authenticator app holding the secret:`,
          ...staff,
          `  (or print the current code, from the repository's root: ${totpCodeCommand('<secret>')})`,
        ];
  return [`Demo accounts (sign in at ${address}):`, ...lines, ...staffLines].join('\n');
}
