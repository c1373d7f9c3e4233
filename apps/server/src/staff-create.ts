import { parseArgs } from 'node:util';
import { Email, Id, Oid } from '@aula/contract/common';
import { personName } from '@aula/contract/person-name';
import { StaffRole } from '@aula/contract/staff-grants';
import { z } from 'zod';
import { findServedOrganisation } from './modules/organisation/index.ts';
import { createStaffAccount } from './modules/staff/index.ts';
import { AppError } from './platform/app-error.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openPglite, openPostgres } from './platform/db.ts';
import { publicUrl } from './platform/public-url.ts';

const usage = `Usage: npm run staff:create -- --email <e-mail> --role admin|counsellor|instructor
       [--name "<full name>"] [--scope <programme id (counsellor) or course id (instructor)>] [--oid <organisation>]
Creates a staff account with a one-time temporary password (printed once), or adds the role to an
existing account of that e-mail. Without --scope a counsellor or instructor acts for the whole organisation.`;

const Arguments = z
  .object({
    email: Email,
    role: StaffRole,
    name: personName('Give the account holder\u2019s name', { optional: true }).optional(),
    scope: Id.optional(),
    oid: Oid.optional(),
  })
  .strict();

class UsageError extends Error {}

function readArguments(argv: string[]): z.infer<typeof Arguments> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        scope: { type: 'string' },
        oid: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parsed = Arguments.safeParse(values);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  return parsed.data;
}

/**
 * `npm run staff:create -- --email x --role admin`: the first admin of an organisation (or any staff
 * account) from the command line, on the configured database (the same one `npm start` uses; with
 * PGlite, stop the server first).
 */
async function main(): Promise<number> {
  const args = readArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
    const oid = args.oid ?? (await findServedOrganisation(database.db, config.AULA_OID)).oid;
    const outcome = await createStaffAccount(
      database.db,
      { oid, email: args.email, name: args.name, role: args.role, scope: args.scope ?? null },
      new Date(),
    );
    const role = args.scope ? `${args.role} of ${args.scope}` : args.role;
    if (outcome.kind === 'created') {
      console.log(`Created ${args.email} (${role}) in ${oid}.`);
      console.log(`Temporary password (shown once): ${outcome.temporaryPassword}`);
      console.log(
        `Sign in at ${publicUrl(config)}/staff: choose a new password, then set up an authenticator app.`,
      );
    } else if (outcome.alreadyHeld) {
      console.log(`${args.email} already holds ${role} in ${oid}; nothing changed.`);
    } else {
      console.log(`${args.email} now holds ${role} in ${oid}; its sessions have ended.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
