import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleProjectThreads } from '@aula/contract/content-bundle-project';
import { projectAttachmentMaxBytes } from '@aula/contract/project-phase';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { courses } from '../../db/schema/content.ts';
import { batchCourses } from '../../db/schema/programs.ts';
import { projectMessages, projectThreads } from '../../db/schema/project-phase.ts';
import { defineSection, type FieldPath, type SectionContext } from '../content/index.ts';
import { requireEnrolledAccount } from '../enrolments/index.ts';
import { attachmentKey } from './attachment-path.ts';

const attachmentTypes = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The bytes and type of `private/<path>`: a pdf, jpg or png by its bytes, at most 50 MB. */
async function privateAttachment(context: SectionContext, path: string, field: FieldPath) {
  const full = join(context.folder, 'private', path);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return context.fail(field, `private/${path} is not in the bundle`);
  if (info.size > projectAttachmentMaxBytes)
    return context.fail(field, `private/${path} is larger than 50 MB`);
  const bytes = await readFile(full);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !attachmentTypes.has(found.mime)) {
    return context.fail(field, `private/${path} is not a PDF, JPEG or PNG file`);
  }
  return { bytes, ext: found.ext, contentType: found.mime };
}

/** Fails unless `objid` is an objective of the project of batch course `bcid`; answers the batch. */
async function requireObjective(context: SectionContext, bcid: string, objid: string, index: number) {
  const { db, oid, fail } = context;
  const [course] = await db
    .select({ bpid: batchCourses.bpid, details: courses.details })
    .from(batchCourses)
    .innerJoin(courses, and(eq(courses.oid, batchCourses.oid), eq(courses.tid, batchCourses.tid)))
    .where(and(eq(batchCourses.oid, oid), eq(batchCourses.bcid, bcid)));
  if (!course) return fail([index, 'bcid'], `unknown batch course ${bcid}, or its course has no content`);
  const objective = course.details.project
    .flatMap((nugget) => nugget.objects)
    .find((object) => object.oid === objid && object.otype === 'objective');
  if (!objective) return fail([index, 'objid'], `${objid} is not an objective of the project of ${bcid}`);
  return course.bpid;
}

/**
 * project-threads.json: learners' project threads with their status and messages. A thread is written
 * once: importing again leaves a thread that exists as it is (the learner may have written since).
 */
export const projectThreadSection = defineSection({
  file: 'project-threads.json',
  schema: BundleProjectThreads,
  async load(context, list) {
    const { db, oid, files, fail } = context;
    for (const [index, thread] of list.entries()) {
      const eid = thread.eid.toLowerCase();
      const bpid = await requireObjective(context, thread.bcid, thread.objid, index);
      const user = await requireEnrolledAccount(context, eid, bpid, [index]);
      const key = { oid, eid, bcid: thread.bcid, objid: thread.objid };
      const [created] = await db
        .insert(projectThreads)
        .values({ ...key, objStatus: thread.objStatus, version: thread.messages.length + 1 })
        .onConflictDoNothing()
        .returning({ objid: projectThreads.objid });
      if (!created) continue;
      const ids = new Map<string, number>();
      for (const [m, message] of thread.messages.entries()) {
        const field: FieldPath = [index, 'messages', m];
        const replyTo = message.replyTo === undefined ? null : (ids.get(message.replyTo) ?? null);
        if (message.replyTo !== undefined && replyTo === null) {
          fail([...field, 'replyTo'], `no earlier message of this thread has the key ${message.replyTo}`);
        }
        let file: { fileName: string; fileKey: string; fileType: string } | null = null;
        if (message.file) {
          const attachment = await privateAttachment(context, message.file.path, [...field, 'file', 'path']);
          const fileKey = attachmentKey(
            oid,
            thread.bcid,
            user.id,
            thread.objid,
            `${message.key}.${attachment.ext}`,
          );
          await files.put(fileKey, attachment.bytes, attachment.contentType);
          file = { fileName: message.file.name, fileKey, fileType: attachment.contentType };
        }
        const [row] = await db
          .insert(projectMessages)
          .values({
            ...key,
            author: message.from,
            uname: message.uname ?? user.name,
            message: message.message,
            replyTo,
            fileName: file?.fileName ?? null,
            fileKey: file?.fileKey ?? null,
            fileType: file?.fileType ?? null,
            postedAt: new Date(message.postedAt),
          })
          .returning({ id: projectMessages.id });
        if (row) ids.set(message.key, row.id);
      }
      if (thread.approved) {
        const approvedMessageId = ids.get(thread.approved.key);
        if (approvedMessageId === undefined) {
          fail([index, 'approved', 'key'], `no message of this thread has the key ${thread.approved.key}`);
        }
        await db
          .update(projectThreads)
          .set({ approvedMessageId, approvedAt: new Date(thread.approved.at) })
          .where(
            and(
              eq(projectThreads.oid, oid),
              eq(projectThreads.eid, eid),
              eq(projectThreads.bcid, thread.bcid),
              eq(projectThreads.objid, thread.objid),
            ),
          );
      }
    }
    return list.length;
  },
});
