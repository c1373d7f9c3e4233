import { addcomplent, addcomplentPreLogin, getcomplents } from '@aula/contract/complaints';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { complaints } from '../../db/schema/account.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { sendPrivateFile } from '../../platform/send-private-file.ts';
import { addComplaint } from './add-complaint.ts';
import { addVisitorQuery } from './add-visitor-query.ts';
import { listComplaints } from './list-complaints.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Complaints (getcomplents, addcomplent), Report A Query (addcomplentPreLogin), and
 * `GET /files/complaint/<cid>/<name>`: a complaint's file, to its owner only.
 */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getcomplents, ({ db, user }) => listComplaints(db, user));
  app.operation(addcomplent, ({ db, files, clock, user, body }) =>
    addComplaint({ db, files, clock }, user, body),
  );
  // The served organisation is checked by the API layer for every public operation (ADR 0064).
  app.operation(addcomplentPreLogin, ({ db, files, clock, request, body }) =>
    addVisitorQuery({ db, files, clock }, request.ip, body),
  );

  app.get<{ Params: { cid: string; name: string } }>(
    '/files/complaint/:cid/:name',
    async (request, reply) => {
      const user = await requireFileUser(request, reply);
      const { cid, name } = request.params;
      const [row] = uuidPattern.test(cid)
        ? await app.db
            .select()
            .from(complaints)
            .where(
              and(
                eq(complaints.cid, cid),
                eq(complaints.oid, user.oid),
                eq(complaints.eid, user.eid),
                eq(complaints.storedName, name),
                isNotNull(complaints.fileKey),
              ),
            )
        : [];
      if (!row?.fileKey || !row.contentType) throw new AppError('NOT_FOUND', 'No such file of yours.');
      return sendPrivateFile(request, reply, { fileKey: row.fileKey, contentType: row.contentType, name });
    },
  );
}
