import type { CalendarEvent } from '@aula/contract/events';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { assertEnrolledInEach } from '../enrolments/index.ts';
import { listEvents } from './list-events.ts';

/** getEvents: the events of the batches in `batchjson`, each of which must be one of the learner's. */
export async function getLearnerEvents(
  db: Db,
  user: SessionUser,
  batchjson: readonly string[],
): Promise<{ result: { events: CalendarEvent[] } }> {
  const bpids = await assertEnrolledInEach(db, user, batchjson, 'batchjson');
  return { result: { events: await listEvents(db, user, bpids) } };
}
