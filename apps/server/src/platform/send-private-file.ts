import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { markInert, strictSandbox } from './inert-answer.ts';

/**
 * Answers a learner's private file (already authorised by the caller) from the store: inert, shown in
 * place (or saved, as an `attachment`), never kept by a shared cache.
 */
export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { fileKey: string; contentType: string; name: string },
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<FastifyReply> {
  const stored = await request.server.files.get(file.fileKey);
  if (!stored) {
    request.log.error({ key: file.fileKey }, 'a private file is missing from the store');
    throw new AppError('NOT_FOUND', 'The file is missing.');
  }
  const fileName = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
  markInert(reply, file.contentType, strictSandbox);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(stored.body);
}
