import { announcements, getAnnouncements } from '@aula/contract/announcements';
import type { Api } from '../../platform/api.ts';
import { getBatchAnnouncements } from './get-batch-announcements.ts';
import { getProgramAnnouncements } from './get-program-announcements.ts';

export function announcementRoutes(api: Api): void {
  api.register(announcements, ({ db, user, body }) => getProgramAnnouncements(db, user, body.bpid));
  api.register(getAnnouncements, ({ db, user, body }) => getBatchAnnouncements(db, user, body.bpid));
}
