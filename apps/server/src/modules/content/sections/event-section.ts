import { BundleEvents } from '@aula/contract/content-bundle-notices';
import { events } from '../../../db/schema/content.ts';
import { requireBatch, requireCourseOf } from '../batch-reference.ts';
import { defineSection } from '../section.ts';

/** events.json: calendar events of batches. */
export const eventSection = defineSection({
  file: 'events.json',
  schema: BundleEvents,
  async load(context, list) {
    const { db, oid, claim } = context;
    for (const [index, event] of list.entries()) {
      claim('event', event.evid, [index, 'evid']);
      const pid = await requireBatch(context, event.bpid, [index, 'bpid']);
      if (event.tid) await requireCourseOf(context, pid, event.tid, [index, 'tid']);
      const row = {
        bpid: event.bpid,
        tid: event.tid ?? null,
        title: event.title,
        start: event.start,
        link: event.link ?? null,
      };
      await db
        .insert(events)
        .values({ oid, evid: event.evid, ...row })
        .onConflictDoUpdate({ target: [events.oid, events.evid], set: row });
    }
    return list.length;
  },
});
