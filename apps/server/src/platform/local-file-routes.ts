import { Readable } from 'node:stream';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { exactLength } from './exact-length.ts';
import { isValidKey } from './file-key.ts';
import { markInert, strictSandbox } from './inert-answer.ts';
import { isLocalFileStore } from './local-file-store.ts';
import { downloadPathPrefix, uploadPathPrefix } from './local-url-signature.ts';

/** Types a browser may show in place from the portal's origin; anything else is always saved as a file. */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);

function keyFrom(path: string): string {
  if (!isValidKey(path)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid request: check key.', {
      key: 'is not a valid file key',
    });
  }
  return path;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').trim().toLowerCase();
}

/** Who keeps the record of upload addresses (ADR 0062): each takes one file. */
export interface UploadAddresses {
  /** Takes the address of `key` for one PUT: false once taken, claimed, expired or unknown. */
  take(key: string): Promise<boolean>;
  /** Gives back an address whose PUT failed before its file was written. */
  giveBack(key: string): Promise<void>;
}

export interface LocalFileRoutesOptions {
  /** Without it (bare routes in tests), only a file already at the key makes an address used. */
  uploads?: UploadAddresses;
}

/**
 * The local driver's signed addresses, answered by the API as S3 answers presigned ones (no session:
 * the signature is the permission). `PUT /files/upload/<key>` streams the body to the store, refusing
 * another content type, another length, more bytes than signed, a bad or expired signature, and any
 * second use: an address is single-use, refused once a file is at its key or its grant is claimed;
 * `GET /files/download/<key>` streams the file back. Registered only when files are stored locally.
 */
export async function localFileRoutes(
  scope: FastifyInstance,
  options: LocalFileRoutesOptions = {},
): Promise<void> {
  const { files } = scope;
  if (!isLocalFileStore(files)) return;
  // A body of any type reaches the handler as the raw stream; nothing reads or buffers it before.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // A refused upload closes the connection after the answer: the sender may still be pushing a
  // body nobody will read, which keep-alive would otherwise drain to the end.
  scope.addHook('onError', async (request, reply) => {
    if (request.method === 'PUT') reply.header('connection', 'close');
  });

  scope.put<{ Params: { '*': string } }>(`${uploadPathPrefix}*`, async (request, reply) => {
    const key = keyFrom(request.params['*']);
    const grant = await files.readUploadGrant(key, request.query);
    if (mediaType(request.headers['content-type']) !== mediaType(grant.contentType)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send this file as ${grant.contentType}.`, {
        'content-type': `must be ${grant.contentType}, as signed`,
      });
    }
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) !== grant.size) {
      throw new AppError(
        Number(declared) > grant.size ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        `This address takes exactly ${grant.size} bytes.`,
        { 'content-length': `must be ${grant.size}, as signed` },
      );
    }
    if ((await files.exists(key)) || (options.uploads && !(await options.uploads.take(key)))) {
      throw new AppError('CONFLICT', uploadLimitMessages.addressUsed, { key: 'already used' });
    }
    const body = request.body instanceof Readable ? request.body : Readable.from([]);
    try {
      await files.put(key, exactLength(body, grant.size), grant.contentType);
    } catch (error) {
      await options.uploads?.giveBack(key);
      throw error;
    }
    return reply.code(200).send();
  });

  scope.get<{ Params: { '*': string } }>(`${downloadPathPrefix}*`, async (request, reply) => {
    const key = keyFrom(request.params['*']);
    const grant = await files.readDownloadGrant(key, request.query);
    const file = await files.get(key);
    if (!file) throw new AppError('NOT_FOUND', 'No such file.');
    const disposition = grant.downloadName
      ? contentDisposition(grant.downloadName)
      : inlineTypes.has(mediaType(file.contentType))
        ? 'inline'
        : 'attachment';
    markInert(reply, file.contentType, strictSandbox);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', disposition)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
