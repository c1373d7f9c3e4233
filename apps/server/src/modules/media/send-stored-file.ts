import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { parseByteRange } from './byte-range.ts';

/**
 * Sends the stored file at `key` with its content type and length, and the byte range asked for (so
 * audio and video can seek); 404 when there is none. Caching headers are the caller's, and the
 * headers that depend on the file's type come from `headersFor`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  headersFor: (contentType: string) => void = () => {},
): Promise<FastifyReply> {
  const info = await files.head(key);
  if (!info) throw new AppError('NOT_FOUND', 'No such file.');
  reply.header('accept-ranges', 'bytes');
  const range = parseByteRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  const file = await files.get(key, range ?? undefined);
  if (!file) throw new AppError('NOT_FOUND', 'No such file.');
  reply.header('content-type', file.contentType);
  headersFor(file.contentType);
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(file.body);
}
