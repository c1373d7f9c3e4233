import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outbox } from '../../db/schema/mail.ts';
import type { Db } from '../../platform/db.ts';
import { validationError } from '../../platform/validation-error.ts';
import { linksIn, renderMailbox } from './render-mailbox.ts';

const MAILBOX_SIZE = 100;
const Query = z.object({ to: z.string().trim().max(254).optional() });

async function latestMail(db: Db, to: string | undefined) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(sql`lower(${outbox.to})`, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(MAILBOX_SIZE);
}

/**
 * The outbox as a page (/dev/mailbox) and as JSON for the end-to-end tests (/dev/mailbox.json?to=...).
 * Registered only when NODE_ENV is not production: mail holds sign-in links and reset codes.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await latestMail(db, undefined);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(mails));
  });
  app.get('/dev/mailbox.json', async (request, reply) => {
    const query = Query.safeParse(request.query);
    if (!query.success) throw validationError(query.error);
    const mails = await latestMail(db, query.data.to);
    return reply.header('cache-control', 'no-store').send({
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
        links: linksIn(mail.text),
        // A reset mail ends a line with its code.
        code: / (\d{6})$/m.exec(mail.text)?.[1] ?? null,
      })),
    });
  });
}
