import { getUserProfile as getOperation, updateuserprofile } from '@aula/contract/profile';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { profileFiles } from '../../db/schema/account.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { getUserProfile } from './get-user-profile.ts';
import { updateUserProfile } from './update-user-profile.ts';

const kinds = new Set(['photo', 'document', 'certificate', 'markscard']);

/** getUserProfile, updateuserprofile, and `GET /files/profile/<kind>/<name>`: a profile file, to its owner only. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getOperation, ({ db, user }) => getUserProfile(db, user));
  app.operation(updateuserprofile, ({ db, files, clock, user, body }) =>
    updateUserProfile({ db, files, clock }, user, body),
  );

  app.get<{ Params: { kind: string; name: string } }>(
    '/files/profile/:kind/:name',
    async (request, reply) => {
      const user = await requireFileUser(request, reply);
      const { kind, name } = request.params;
      const [file] = kinds.has(kind)
        ? await app.db
            .select()
            .from(profileFiles)
            .where(
              and(
                eq(profileFiles.oid, user.oid),
                eq(profileFiles.eid, user.eid),
                eq(profileFiles.kind, kind as 'photo'),
                eq(profileFiles.storedName, name),
              ),
            )
        : [];
      if (!file) throw new AppError('NOT_FOUND', 'No such file of yours.');
      return sendPrivateFile(request, reply, { ...file, name: file.storedName });
    },
  );
}
