import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { contentPathPrefix, readContentAddress } from '../../platform/content-address.ts';
import { isValidKey } from '../../platform/file-key.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { isPackageFile } from '../scorm/index.ts';
import { sendStoredFile } from './send-stored-file.ts';

/**
 * `GET /content/<signed address>` on the content origin (ADR 0083): an organisation's HTML pages,
 * interactivities and SCORM packages, each file only under a signed, unexpired address for its folder,
 * and under one for the file itself (ADR 0095) a course's videos, captions, audio and PDFs, an
 * announcement's file and a question's picture, made for whoever may open them. Byte ranges are served (media elements seek). Pages run as on any LMS
 * (scripts, frames, storage of the content origin); the content app's headers say who may frame them
 * and that the portal may read them.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { files, clock } = app;
  app.get(`${contentPathPrefix}*`, async (request, reply) => {
    const rawPath = request.raw.url?.split('?')[0]?.slice(contentPathPrefix.length) ?? '';
    const { oid, path } = readContentAddress(await files.addressSecret(), rawPath, clock.now());
    const key = mediaKey(oid, path);
    // A folder's address never serves a SCORM package's uploaded zip, only what was unpacked from it.
    const isZip = path.toLowerCase().endsWith('.zip') && (await isPackageFile(app.db, oid, path));
    if (!isValidKey(key) || isZip) throw new AppError('NOT_FOUND', 'No such file.');
    // The address is the learner's own and expires: a browser may keep it, no shared cache may.
    reply.header('cache-control', 'private, max-age=3600');
    return sendStoredFile(request, reply, files, key);
  });
}
