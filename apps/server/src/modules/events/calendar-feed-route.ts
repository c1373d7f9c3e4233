import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { isFeedToken } from './feed-token.ts';
import { loadCalendarFeed } from './load-calendar-feed.ts';
import { portalBaseUrl } from './portal-base-url.ts';
import { renderICalendar } from './render-icalendar.ts';

/**
 * `GET /calendar/<token>.ics`: the learner's events for calendar apps, which send no cookie, so the
 * token in the address is the credential. An unknown, renewed or revoked token is a plain 404.
 */
export function calendarFeedRoute(app: FastifyInstance, db: Db, config: Config): void {
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    const token = match?.[1];
    const calendar =
      token && isFeedToken(token) ? await loadCalendarFeed(db, token, portalBaseUrl(config, request)) : null;
    if (!calendar) throw new AppError('NOT_FOUND', 'No such calendar.');
    markInert(reply, 'text/calendar', strictSandbox);
    return (
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        // Personal data behind a secret address: no shared cache may keep it, and no search engine list it.
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(renderICalendar(calendar))
    );
  });
}
