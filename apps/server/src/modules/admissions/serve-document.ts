import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { applications } from '../../db/schema/applications.ts';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { applicationFileKey } from '../applications/index.ts';
import { originalName, savedDocuments, savedSectionsOf } from './application-documents.ts';
import { documentAddresses } from './document-address.ts';
import { mayDecideApplication } from './policy.ts';

const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const noSuchFile = () => new AppError('NOT_FOUND', 'No such document.');

/**
 * `GET /files/application/<applicationid>/<field>`: an applicant's document, to the applicant and to
 * staff whose admissions scope covers the application (ADR 0067), through an address signed for the
 * caller's own session (getAdmission makes them). Staff need their second factor, as for any staff
 * call (requireFileUser); anyone else gets the same 404 whether the application exists or not.
 */
export async function serveApplicationDocument(
  request: FastifyRequest<{ Params: { applicationid: string; field: string }; Querystring: unknown }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, clock } = request.server;
  // Gate 1 of the access layer: a staff session that still owes its second factor gets no file.
  const user = await requireFileUser(request, reply);
  const { applicationid, field } = request.params;
  documentAddresses.check(user.sessionId, [applicationid, field], request.query ?? {}, clock.now());
  const [application] = await db
    .select({ eid: applications.eid, bpid: applications.bpid, userId: users.id })
    .from(applications)
    .innerJoin(users, and(eq(users.oid, applications.oid), eq(users.eid, applications.eid)))
    .where(and(eq(applications.oid, user.oid), eq(applications.applicationid, applicationid)))
    .limit(1);
  if (!application) throw noSuchFile();
  const owner = application.eid === user.eid;
  if (!owner && !(await mayDecideApplication(user, applicationid, db))) throw noSuchFile();
  const saved = await savedSectionsOf(db, user.oid, applicationid);
  const document = savedDocuments(saved).find((each) => each.field === field);
  if (!document) throw noSuchFile();
  const fileKey = applicationFileKey(
    { oid: user.oid, userId: application.userId },
    application.bpid,
    document.storedName,
  );
  const stored = await request.server.files.head(fileKey);
  if (!stored) {
    request.log.error({ key: fileKey }, 'an application document is missing from the store');
    throw noSuchFile();
  }
  return sendPrivateFile(
    request,
    reply,
    { fileKey, contentType: stored.contentType, name: originalName(document.storedName) },
    inlineTypes.has(stored.contentType.toLowerCase()) ? 'inline' : 'attachment',
  );
}
