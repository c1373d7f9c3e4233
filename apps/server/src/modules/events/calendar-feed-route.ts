import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { markInert, strictSandbox } from '../../platform/inert-answer.ts';
import { publicUrl } from '../../platform/public-url.ts';
import { isFeedToken } from './feed-token.ts';
import { loadCalendarFeed } from './load-calendar-feed.ts';
import { renderICalendar } from './render-icalendar.ts';

/**
 * `GET /calendar/<token>.ics`: the learner's events for calendar apps, which send no cookie, so the
 * token in the address is the credential. An unknown, renewed or revoked token is a plain 404.
 */
export function calendarFeedRoute(app: FastifyInstance): void {
  const { db, config, clock } = app;
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    const token = match?.[1];
    const calendar =
      token && isFeedToken(token) ? await loadCalendarFeed(db, token, publicUrl(config), clock.now()) : null;
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
