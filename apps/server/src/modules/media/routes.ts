import { Id } from '@aula/contract/common';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { isValidKey } from '../../platform/file-key.ts';
import { authoredSandbox, isPortalCodeLoad, markInert } from '../../platform/inert-answer.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { servedOid } from '../organisation/index.ts';
import { parseByteRange } from './byte-range.ts';

/**
 * `GET /media/:oid/<path>`: the served organisation's published media (logos, program images, course
 * files; another organisation's are not found here), with its content type, an hour of caching and byte ranges so audio and video can seek. Every answer is
 * inert to the portal (see `markInert` and docs/decisions on the media boundary): authored pages run
 * sandboxed in an opaque origin, and no page of the portal may run a stored file as its own script.
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
    const info = served && Id.safeParse(oid).success && isValidKey(key) ? await files.head(key) : null;
    if (!info) throw new AppError('NOT_FOUND', 'No such file.');

    reply.header('cache-control', 'public, max-age=3600').header('accept-ranges', 'bytes');
    // Published media are public. Authored pages (html, interactivity) run in sandboxed frames with an
    // opaque origin, whose own scripts and images would be refused under helmet's same-origin CORP.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    const range = parseByteRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    }
    const file = await files.get(key, range ?? undefined);
    if (!file) throw new AppError('NOT_FOUND', 'No such file.');
    reply.header('content-type', file.contentType);
    markInert(reply, file.contentType, authoredSandbox);
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(file.body);
  });
}
