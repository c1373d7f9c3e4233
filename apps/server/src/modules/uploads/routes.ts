import { getPreLoginPresignedUrl, getPresignedUrl } from '@aula/contract/account-uploads';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/index.ts';
import { presignAccountUpload } from './presign-account-upload.ts';
import { purgeStaleUploads } from './purge-stale-uploads.ts';

const purgeEveryMs = 60 * 60 * 1000;

/** A visitor may ask for this many upload addresses an hour from one address. */
const visitorUploads = { limit: 10, windowMinutes: 60, blockMinutes: 60 };

/** Presigned uploads of the account area: a learner's (profile, complaints) and a visitor's (a query's file). */
export async function accountUploadRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getPresignedUrl, async ({ db, files, clock, user, body }) => {
    const { uploadId: _id, ...upload } = await presignAccountUpload(
      { db, files, clock },
      { oid: user.oid, eid: user.eid },
      body,
    );
    return upload;
  });

  // The served organisation is checked by the API layer for every public operation (ADR 0064).
  app.operation(getPreLoginPresignedUrl, async ({ db, files, clock, request, body }) => {
    await limitAttempts(db, [[`visitor-upload:address:${request.ip}`, visitorUploads]], clock.now());
    return presignAccountUpload({ db, files, clock }, { oid: body.oid, eid: null }, body);
  });

  const timer = setInterval(() => {
    purgeStaleUploads(app, app.clock.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging unclaimed uploads failed'),
    );
  }, purgeEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
