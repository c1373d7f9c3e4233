import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { outbox } from '../../db/schema/mail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { isDevHostAllowed } from '../../platform/dev-hosts.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
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

/** Headers a proxy adds: a request that carries one came from somewhere else, whatever its socket says. */
const forwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** A client on this machine that talks to the server directly (the socket's address, not request.ip). */
export function isLocalClient(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && !forwardingHeaders.some((name) => request.headers[name] !== undefined);
}

/**
 * Where the development mailbox may be served: never in production, and never for a portal that says
 * it is public (an https PUBLIC_URL). Mail holds reset codes, so the mailbox is an account takeover for
 * anyone who can read it.
 */
export function mailboxAllowed(config: Config): boolean {
  return config.NODE_ENV !== 'production' && !config.PUBLIC_URL?.startsWith('https:');
}

/**
 * The outbox as a page (/dev/mailbox) and as JSON for the end-to-end tests (/dev/mailbox.json?to=...),
 * when `mailboxAllowed`, to a browser on the server's own machine only: HOST defaults to 0.0.0.0, and
 * anyone else on the network is answered as if the page did not exist. That browser must also name the
 * server by a loopback host (or PUBLIC_URL's, or one of ALLOWED_HOSTS): a page of another site whose
 * name was made to resolve to this machine (DNS rebinding) would otherwise read the reset codes.
 */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  if (!mailboxAllowed(config)) return;
  const onlyLocal = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalClient(request) || !isDevHostAllowed(config, request.headers.host)) {
      return reply.callNotFound();
    }
  };
  app.get('/dev/mailbox', { onRequest: onlyLocal }, async (_request, reply) => {
    const mails = await latestMail(db, undefined);
    // The page shows what strangers typed (names, addresses), escaped; sandboxed as well, in case.
    markInert(reply, 'text/html', strictSandbox);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(mails));
  });
  app.get('/dev/mailbox.json', { onRequest: onlyLocal }, async (request, reply) => {
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
