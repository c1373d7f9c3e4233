import { announcements, getAnnouncements } from '@aula/contract/announcements';
import {
  listStaffAnnouncements as listStaffAnnouncementsOperation,
  presignAnnouncementFile as presignAnnouncementFileOperation,
  saveAnnouncement as saveAnnouncementOperation,
  withdrawAnnouncement as withdrawAnnouncementOperation,
} from '@aula/contract/staff-announcements';
import type { FastifyInstance } from 'fastify';
import { contentSigner } from '../../platform/content-signer.ts';
import { presignAnnouncementFile } from './announcement-file.ts';
import { getBatchAnnouncements } from './get-batch-announcements.ts';
import { getProgramAnnouncements } from './get-program-announcements.ts';
import { listStaffAnnouncements } from './list-staff-announcements.ts';
import { saveAnnouncement } from './save-announcement.ts';
import { withdrawAnnouncement } from './withdraw-announcement.ts';

/** The learner's announcements, and staff posting, editing and withdrawing them (ADR 0077). */
export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  app.operation(announcements, async ({ db, clock, user, body }) =>
    getProgramAnnouncements(db, user, body.bpid, clock.now(), await contentSigner(app, user, clock.now())),
  );
  app.operation(getAnnouncements, async ({ db, clock, user, body }) =>
    getBatchAnnouncements(db, user, body.bpid, clock.now(), await contentSigner(app, user, clock.now())),
  );
  app.operation(listStaffAnnouncementsOperation, async ({ db, clock, user, body }) =>
    listStaffAnnouncements(db, user, body, clock.now(), await contentSigner(app, user, clock.now())),
  );
  app.operation(saveAnnouncementOperation, ({ db, files, clock, user, body, request }) =>
    saveAnnouncement({ db, files }, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(presignAnnouncementFileOperation, ({ db, files, clock, user, body }) =>
    presignAnnouncementFile({ db, files }, user, body, clock.now()),
  );
  app.operation(withdrawAnnouncementOperation, ({ db, clock, user, body, request }) =>
    withdrawAnnouncement(db, user, body, { ip: request.ip, at: clock.now() }),
  );
}
