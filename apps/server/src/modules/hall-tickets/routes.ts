import { getHallticket } from '@aula/contract/hall-tickets';
import {
  generateHallTickets as generateOperation,
  listRecordBatches as listBatchesOperation,
  listBatchHallTickets as listBatchOperation,
  presignHallTicket as presignOperation,
  saveHallTicket as saveOperation,
} from '@aula/contract/staff-hall-tickets';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { findOwnHallTicket } from './find-hall-ticket.ts';
import { generateHallTickets } from './generate-hall-tickets.ts';
import { listBatchHallTickets, listRecordBatches } from './list-batch-hall-tickets.ts';
import { listHallTickets } from './list-hall-tickets.ts';
import { presignHallTicket, saveHallTicket } from './upload-hall-ticket.ts';

/**
 * getHallticket, and `GET /files/hallticket/<bpid>/<name>`: a hall ticket's file, to its owner only
 * (anyone else, signed in or not, gets no file), never cached by a shared cache. Admins generate
 * and upload them per batch (ADR 0092).
 */
export async function hallTicketRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getHallticket, ({ db, user }) => listHallTickets(db, user));
  app.operation(listBatchesOperation, ({ db, user }) => listRecordBatches(db, user.oid));
  app.operation(listBatchOperation, ({ db, user, body }) => listBatchHallTickets(db, user.oid, body.bpid));
  app.operation(generateOperation, ({ db, files, clock, user, body, request }) =>
    generateHallTickets({ db, files }, user, body, { ip: request.ip, at: clock.now() }),
  );
  app.operation(presignOperation, ({ db, files, clock, user, body }) =>
    presignHallTicket({ db, files }, user, body, clock.now()),
  );
  app.operation(saveOperation, ({ db, files, clock, user, body, request }) =>
    saveHallTicket({ db, files }, user, body, { ip: request.ip, at: clock.now() }),
  );

  app.get<{ Params: { bpid: string; '*': string } }>('/files/hallticket/:bpid/*', async (request, reply) => {
    const user = await requireFileUser(request, reply);
    const { bpid, '*': name } = request.params;
    const ticket = await findOwnHallTicket(app.db, user, bpid, name);
    const file = await app.files.get(ticket.fileKey);
    if (!file) {
      request.log.error({ key: ticket.fileKey }, 'a hall ticket has no file in the store');
      throw new AppError('NOT_FOUND', 'The file of this hall ticket is missing.');
    }
    const fileName = (name.split('/').at(-1) ?? 'hallticket').replace(/[^A-Za-z0-9._-]/g, '_');
    markInert(reply, ticket.contentType, strictSandbox);
    return reply
      .header('content-type', ticket.contentType)
      .header('content-length', file.size)
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
