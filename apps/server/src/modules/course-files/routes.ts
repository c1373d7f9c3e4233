import {
  deleteCourseFile,
  getCourseFiles,
  presignCourseFile,
  previewCourseFile,
  saveCourseFile,
  saveCourseFileCaptions,
} from '@aula/contract/staff-course-files';
import type { FastifyInstance } from 'fastify';
import { deleteCourseFile as remove } from './delete-course-file.ts';
import { listCourseFiles } from './list-course-files.ts';
import { presignCourseFile as presign } from './presign-course-file.ts';
import { previewCourseFile as preview } from './preview-course-file.ts';
import { saveCourseFile as save } from './save-course-file.ts';
import { saveCourseFileCaptions as saveCaptions } from './save-course-file-captions.ts';

/** Admins upload course files and packages, read their reports, preview and delete them (ADR 0090). */
export async function courseFileRoutes(app: FastifyInstance): Promise<void> {
  app.operation(presignCourseFile, ({ db, files, clock, user, body }) =>
    presign({ db, files }, user, body, clock.now()),
  );
  app.operation(saveCourseFile, ({ db, files, clock, user, body }) =>
    save({ db, files }, user, body, clock.now()),
  );
  app.operation(saveCourseFileCaptions, ({ db, files, clock, user, body }) =>
    saveCaptions({ db, files }, user, body, clock.now()),
  );
  app.operation(getCourseFiles, ({ db, user }) => listCourseFiles(db, user.oid));
  app.operation(previewCourseFile, ({ db, files, config, clock, user, body }) =>
    preview({ db, files, config }, user, body, clock.now()),
  );
  app.operation(deleteCourseFile, ({ db, files, clock, user, body, request }) =>
    remove({ db, files }, user, body, { now: clock.now(), ip: request.ip }),
  );
}
