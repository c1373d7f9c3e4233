import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openPglite, openPostgres } from './platform/db.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.SEED_ON_START) await seedDemoIfEmpty(database.db, config.SEED_CONTENT, app.log);

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

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Aula is serving on port ${config.PORT} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
