import { Id } from '@aula/contract/common';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { isValidKey } from '../../platform/file-key.ts';
import { isPortalCodeLoad, markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { servedOid } from '../organisation/index.ts';
import { isPackageFile } from '../scorm/index.ts';
import { isPrivateMedia } from './private-media.ts';
import { sendStoredFile } from './send-stored-file.ts';

/**
 * `GET /media/:oid/<path>` on the portal's origin: the served organisation's public media (logos,
 * banners, program and course pictures, instructors' photos, tour videos; another organisation's are
 * not found here), with an hour of caching and byte ranges. Nothing runs here (ADR
 * 0083): every answer is inert to the portal, with a `sandbox` without flags, so a page or SVG shows but
 * runs no script, and no page of the portal may load a stored file as its script. Private media
 * (private-media.ts: a course's videos and captions, audio, PDFs, pages, SCORM packages, whatever staff
 * uploaded for courses; an announcement's file; a quiz's or assessment's pictures) are not found here:
 * they are served on the content origin under signed addresses (ADR 0083, 0095).
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { files, db, config } = app;
  app.get<{ Params: { oid: string; '*': string } }>('/media/:oid/*', async (request, reply) => {
    const { oid, '*': path } = request.params;
    if (isPortalCodeLoad(request)) {
      throw new AppError('FORBIDDEN', 'Media cannot be loaded as a script of the portal.');
    }
    const key = mediaKey(oid, path);
    const served = oid === (await servedOid(db, config.AULA_OID));
    const refused =
      !served ||
      !Id.safeParse(oid).success ||
      !isValidKey(key) ||
      (await isPackageFile(db, oid, path)) ||
      (await isPrivateMedia(db, oid, path));
    if (refused) throw new AppError('NOT_FOUND', 'No such file.');
    reply.header('cache-control', 'public, max-age=3600');
    return sendStoredFile(request, reply, files, key, (contentType) =>
      markInert(reply, contentType, strictSandbox),
    );
  });
}
