import { announcements, getAnnouncements } from '@aula/contract/announcements';
import type { FastifyInstance } from 'fastify';
import { getBatchAnnouncements } from './get-batch-announcements.ts';
import { getProgramAnnouncements } from './get-program-announcements.ts';

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  app.operation(announcements, ({ db, user, body }) => getProgramAnnouncements(db, user, body.bpid));
  app.operation(getAnnouncements, ({ db, user, body }) => getBatchAnnouncements(db, user, body.bpid));
}
