import { visitorQueries } from '../../db/schema/account.ts';
import type { AppServices } from '../../platform/app-services.ts';
import { limitAttempts } from '../auth/index.ts';
import { claimAccountUpload } from '../uploads/index.ts';

/** Queries one address may report: a few an hour is plenty for a person, and stops a flood. */
export const visitorQueryRule = { limit: 5, windowMinutes: 60, blockMinutes: 60 };

export interface VisitorQuery {
  oid: string;
  name: string;
  emailid: string;
  description: string;
  fileName?: string | undefined;
  uploadId?: string | undefined;
}

/**
 * Stores a visitor's query for staff (Report A Query), counted against the visitor's address first,
 * with the optional file claimed by the upload id its address came with.
 */
export async function addVisitorQuery(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
  ip: string,
  query: VisitorQuery,
): Promise<{ received: true }> {
  const { db, clock } = services;
  await limitAttempts(db, [[`visitor-query:address:${ip}`, visitorQueryRule]], clock.now());
  const file = query.fileName
    ? await claimAccountUpload(
        services,
        { oid: query.oid, eid: null },
        {
          type: 'complentsPreLogin',
          storedName: query.fileName,
          uploadId: query.uploadId,
          field: 'fileName',
        },
      )
    : undefined;
  await db.insert(visitorQueries).values({
    oid: query.oid,
    name: query.name,
    email: query.emailid,
    description: query.description,
    storedName: file?.storedName ?? null,
    fileKey: file?.fileKey ?? null,
    contentType: file?.contentType ?? null,
    ip,
    createdAt: clock.now(),
  });
  return { received: true };
}
