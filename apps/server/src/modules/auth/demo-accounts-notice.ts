import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AccountsBundleFile } from '@aula/contract/auth';

/**
 * The accounts of a content bundle with their passwords, for `npm start` to print so that anyone trying
 * the demo can sign in. Null when the bundle has no readable accounts.json.
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
  const rows = parsed.data.accounts.map((account) => {
    const password = account.password ?? `${account.temporaryPassword ?? ''} (temporary)`;
    const about = account.note ? `${account.name}, ${account.note}` : account.name;
    return { email: account.email, password, about };
  });
  const emailWidth = Math.max(...rows.map((row) => row.email.length));
  const passwordWidth = Math.max(...rows.map((row) => row.password.length));
  const lines = rows.map(
    (row) => `  ${row.email.padEnd(emailWidth)}  ${row.password.padEnd(passwordWidth)}  ${row.about}`,
  );
  return [`Demo accounts (sign in at ${address}):`, ...lines].join('\n');
}
