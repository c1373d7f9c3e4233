import { resolve } from 'node:path';
import { importContent } from './content-sections.ts';
import { BundleError } from './modules/content/index.ts';
import { systemClock } from './platform/clock.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openPglite, openPostgres } from './platform/db.ts';
import { createFileStore } from './platform/file-store.ts';

/**
 * `npm run content:import -- <folder>`: loads a content bundle into the configured database (the same
 * one `npm start` uses) and its media into the configured file store, then prints what it loaded.
 * With PGlite, stop the server first: only one process can open its data folder.
 */
async function main(): Promise<number> {
  const [folderArgument, ...rest] = process.argv.slice(2);
  if (!folderArgument || rest.length > 0) {
    console.error('Usage: npm run content:import -- <bundle folder>');
    return 2;
  }
  // npm runs scripts from the repository root; a relative folder means the one the user typed it in.
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
    const summary = await importContent(database.db, folder, {
      files: createFileStore(config),
      clock: systemClock,
      onNote: (message) => console.log(message),
    });
    console.log(`Imported ${folder} (database: ${database.kind})`);
    for (const [section, count] of Object.entries(summary)) console.log(`  ${section}: ${count}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BundleError) {
      console.error(`The bundle cannot be imported; nothing was changed:\n${error.message}`);
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
