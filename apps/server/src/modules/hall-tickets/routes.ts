import { getHallticket } from '@aula/contract/hall-tickets';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { requireFileUser } from '../../platform/file-user.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { findOwnHallTicket } from './find-hall-ticket.ts';
import { listHallTickets } from './list-hall-tickets.ts';

/**
 * getHallticket, and `GET /files/hallticket/<bpid>/<name>`: a hall ticket's file, to its owner only
 * (anyone else, signed in or not, gets no file), never cached by a shared cache.
 */
export async function hallTicketRoutes(app: FastifyInstance): Promise<void> {
  app.operation(getHallticket, ({ db, user }) => listHallTickets(db, user));

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
