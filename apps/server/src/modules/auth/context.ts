import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mailer.ts';

/** What the identity services work with: the database, settings, mail, and the HTTP exchange (cookie, address). */
export interface AuthContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  request: FastifyRequest;
  reply: FastifyReply;
}
