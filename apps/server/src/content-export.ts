import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { organisations } from './db/schema/organisations.ts';
import { exportBundle, folderWriter } from './modules/bundles/index.ts';
import { AppError } from './platform/app-error.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { type Db, openPglite, openPostgres } from './platform/db.ts';
import { createFileStore } from './platform/file-store.ts';

const usage = 'Usage: npm run content:export -- <empty or new folder> [--program <pid>] [--oid <oid>]';

/**
 * `npm run content:export -- <folder> [--program <pid>]`: writes the organisation's catalogue (or one
 * programme's) from the configured database and file store as a content bundle that
 * `npm run content:import` reads back identically (ADR 0084). With PGlite, stop the server first.
 */
async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments();
  } catch {
    console.error(usage);
    return 2;
  }
  const { positionals, values } = parsed;
  const [folderArgument] = positionals;
  if (!folderArgument || positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    console.error(`${folder} is not empty: give a new or empty folder, so no file of another bundle stays.`);
    return 2;
  }
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
    const oid = values.oid ?? (await onlyOrganisation(database.db));
    const summary = await exportBundle(database.db, createFileStore(config), oid, folderWriter(folder), {
      pid: values.program,
    });
    console.log(`Exported ${oid}${values.program ? ` (program ${values.program})` : ''} to ${folder}`);
    for (const [part, count] of Object.entries(summary)) console.log(`  ${part}: ${count}`);
    return 0;
  } finally {
    await database.close();
  }
}

function parseArguments() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { program: { type: 'string' }, oid: { type: 'string' } },
  });
}

/** The portal serves one organisation (ADR 0064); `--oid` chooses when a database holds several. */
async function onlyOrganisation(db: Db): Promise<string> {
  const rows = await db.select({ oid: organisations.oid }).from(organisations);
  const [first, second] = rows;
  if (!first) throw new AppError('NOT_FOUND', 'The database holds no organisation: import a bundle first.');
  if (second)
    throw new AppError('BAD_REQUEST', 'The database holds several organisations: name one with --oid.');
  return first.oid;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AppError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
