import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AccountsBundleFile } from '@aula/contract/auth';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { demoContentFolder, repoRoot } from '../../platform/paths.ts';
import { totpCodeCommand } from '../auth/index.ts';

// A newcomer signs in as demo staff with the README's secrets and its one-line code command.

const readme = () => readFile(join(repoRoot, 'README.md'), 'utf8');

async function demoStaff() {
  const file = AccountsBundleFile.parse(
    JSON.parse(await readFile(join(demoContentFolder, 'accounts.json'), 'utf8')),
  );
  return file.accounts.flatMap((account) =>
    account.totpSecret
      ? [{ email: account.email, secret: account.totpSecret, grants: account.grants ?? [] }]
      : [],
  );
}

describe("the README's demo staff", () => {
  it('lists every demo staff account with its secret, and a counsellor, an instructor and an admin', async () => {
    const text = await readme();
    const staff = await demoStaff();
    for (const { email, secret } of staff) {
      expect(text).toMatch(new RegExp(`\\| \`${email.replace('.', '\\.')}\` +\\| \`${secret}\` +\\|`));
    }
    const roles = new Set(staff.flatMap(({ grants }) => grants.map((grant) => grant.role)));
    expect([...roles].sort()).toEqual(['admin', 'counsellor', 'instructor']);
  });

  it('gives a command that prints the current code of a secret, offline', async () => {
    const [admin] = (await demoStaff()).filter(({ email }) => email === 'admin@aula.demo');
    const command = totpCodeCommand(admin?.secret ?? '');
    expect(await readme()).toContain(`\n${command}\n`);
    // Run as a shell would: `node -e "<script>" <secret>`, from the repository's root.
    const script = /^node -e "(.+)" [A-Z2-7]+$/.exec(command)?.[1] ?? '';
    const printed = execFileSync(process.execPath, ['-e', script, admin?.secret ?? ''], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    expect(printed).toMatch(/^\d{6}$/);
    expect(
      TOTP.validate({ token: printed, secret: Secret.fromBase32(admin?.secret ?? ''), window: 1 }),
    ).not.toBeNull();
  });
});
