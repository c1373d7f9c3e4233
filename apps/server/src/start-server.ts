// The server's start, imported by main.ts once Node's compile cache is on (ADR 0102).
// First: V8's settings, before any other module allocates (ADR 0058).
import './platform/v8-flags.ts';
import { buildApp } from './app.ts';
import { demoAccountsNotice } from './modules/auth/index.ts';
import { sealPlainTotpSecrets } from './modules/staff/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openPglite, openPostgres } from './platform/db.ts';
import { createFileStore } from './platform/file-store.ts';
import { publicUrl } from './platform/public-url.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/**
 * The queue of connections not yet accepted: as long as Linux allows by default (net.core.somaxconn),
 * not Node's 511. When an exam opens, thousands of devices connect in the same second, and each one the
 * queue drops waits a second or more for its next try (ADR 0101).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  await database.migrate();
  const files = createFileStore(config);
  const app = await buildApp({ config, database, files });
  if (config.SEED_ON_START) await seedDemoIfEmpty(app, config.SEED_CONTENT);
  // Second factors a content import (or an older version) wrote plain are sealed before anyone signs in.
  await sealPlainTotpSecrets(app.db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT, backlog: LISTEN_BACKLOG });
  // The content origin (ADR 0083): the same process on a port of its own.
  await app.content.listen({ host: config.HOST, port: config.CONTENT_PORT });
  const address = publicUrl(config);
  app.log.info(
    `Aula is serving on port ${config.PORT}, content on port ${config.CONTENT_PORT} (database: ${database.kind})`,
  );
  // The human-readable greeting of `npm start`: where to go and whom to sign in as.
  console.log(`\nAula is running at ${address}\n`);
  const notice =
    config.SEED_ON_START && config.NODE_ENV !== 'production'
      ? await demoAccountsNotice(config.SEED_CONTENT, address)
      : null;
  if (notice) console.log(`${notice}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
