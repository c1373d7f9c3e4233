import type { BundleAnnouncement } from '@aula/contract/content-bundle-notices';
import { BundleAnnouncements } from '@aula/contract/content-bundle-notices';
import { announcements } from '../../../db/schema/content.ts';
import { requireBatch, requireCourseOf } from '../batch-reference.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { defineSection } from '../section.ts';

/** The columns a type does not use stay null, so a changed type leaves nothing of the old one behind. */
function typeColumns(announcement: BundleAnnouncement) {
  return {
    mfname: 'mfname' in announcement ? announcement.mfname : null,
    weburl: 'weburl' in announcement ? announcement.weburl : null,
    webtext: 'webtext' in announcement ? announcement.webtext : null,
    embeddedcode:
      'embeddedcode' in announcement && announcement.embeddedcode !== undefined
        ? sanitizeHtml(announcement.embeddedcode)
        : null,
  };
}

/** announcements.json: announcements to batches, of every type the spec lists. */
export const announcementSection = defineSection({
  file: 'announcements.json',
  schema: BundleAnnouncements,
  async load(context, list) {
    const { db, oid, claim, media } = context;
    for (const [index, announcement] of list.entries()) {
      claim('announcement', announcement.annid, [index, 'annid']);
      const pid = await requireBatch(context, announcement.bpid, [index, 'bpid']);
      if (announcement.tid) await requireCourseOf(context, pid, announcement.tid, [index, 'tid']);
      if ('mfname' in announcement) media(announcement.mfname, [index, 'mfname']);
      const row = {
        bpid: announcement.bpid,
        tid: announcement.tid ?? null,
        type: announcement.type,
        title: announcement.title,
        description: sanitizeHtml(announcement.description),
        sdate: new Date(announcement.sdate * 1000),
        ...typeColumns(announcement),
      };
      await db
        .insert(announcements)
        .values({ oid, annid: announcement.annid, ...row })
        .onConflictDoUpdate({ target: [announcements.oid, announcements.annid], set: row });
    }
    return list.length;
  },
});
