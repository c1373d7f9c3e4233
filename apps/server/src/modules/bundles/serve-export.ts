import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { ZipFile, zipWriter } from './bundle-writer.ts';
import { bundleAddresses, bundleFilename } from './export-address.ts';
import { exportBundle } from './export-bundle.ts';

/**
 * `GET /files/bundle/<oid>[/<pid>]`: the content bundle as a zip, made while it is sent (media files
 * are read from the store as the zip reaches them), to the admin whose session the address was signed
 * for (staff/exportBundle makes it). Anyone else gets a 403 or 404.
 */
export async function serveBundleExport(
  request: FastifyRequest<{ Params: { oid: string; pid?: string }; Querystring: unknown }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, clock, files } = request.server;
  const user = await requireFileUser(request, reply);
  const { oid, pid } = request.params;
  bundleAddresses.check(
    user.sessionId,
    pid === undefined ? [oid] : [oid, pid],
    request.query ?? {},
    clock.now(),
  );
  // Rights may have changed since the address was made.
  if (user.oid !== oid || !user.grants.some((grant) => grant.role === 'admin')) {
    throw new AppError('FORBIDDEN', 'Only an admin of the organisation may export its catalogue.');
  }
  const zip = new ZipFile();
  // A media file that cannot be read ends the download as a failed one, never as a short zip.
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  // Every record is read before the first byte is sent, so a missing programme is a clean 404.
  await exportBundle(db, files, oid, zipWriter(zip), { pid });
  zip.end();
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${bundleFilename(oid, pid, clock.now())}"`)
    .header('cache-control', 'private, no-store')
    .send(output);
}
