import fp from 'fastify-plugin';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { FileStore } from './file-store.ts';
import type { Mailer } from './mailer.ts';

/** What every module works with, made once by the composition root (app.ts) and shared by all. */
export interface AppServices {
  db: Db;
  config: Config;
  files: FileStore;
  mailer: Mailer;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    files: FileStore;
    mailer: Mailer;
    clock: Clock;
  }
}

/**
 * Decorates the instance with the app's services (fastify-plugin, so the decorations reach every
 * module's plugin): a module's routes read `app.db`, `app.clock`, ... and its operation handlers get
 * the same in their context, so every module registers with one signature, `(app) => Promise<void>`.
 */
export const appServices = fp<AppServices>(
  async (app, services) => {
    app.decorate('db', services.db);
    app.decorate('config', services.config);
    app.decorate('files', services.files);
    app.decorate('mailer', services.mailer);
    app.decorate('clock', services.clock);
  },
  { name: 'aula-services', fastify: '5.x' },
);

/** The services of an instance, for a handler's context or a service that takes them all. */
export function servicesOf(app: AppServices): AppServices {
  const { db, config, files, mailer, clock } = app;
  return { db, config, files, mailer, clock };
}
