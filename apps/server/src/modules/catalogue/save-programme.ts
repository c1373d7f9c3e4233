import { catalogueMessages, type ProgrammeTexts } from '@aula/contract/staff-catalogue';
import { and, eq, notInArray } from 'drizzle-orm';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { sanitizeHtml, sanitizeInlineHtml } from '../content/index.ts';
import { type ChangeContext, changeCatalogue } from './catalogue-change.ts';
import { programmeMedia } from './programme-media.ts';

/** The texts as stored: rich text sanitised as the import sanitises it (program-section.ts). */
function storedTexts({ pname: _pname, category: _category, ...texts }: ProgrammeTexts) {
  return {
    ...texts,
    poverview: sanitizeHtml(texts.poverview),
    pfeatures: sanitizeHtml(texts.pfeatures),
    poutcomes: sanitizeHtml(texts.poutcomes),
    pfaq: texts.pfaq.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({ ...question, ans: sanitizeHtml(question.ans) })),
    })),
    admission: texts.admission && { ...texts.admission, welcome: sanitizeHtml(texts.admission.welcome) },
  };
}

/** Refuses, naming each field, media paths with no file in the organisation's media store. */
async function checkMedia(files: FileStore, oid: string, texts: ProgrammeTexts): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, path] of programmeMedia(texts)) {
    if (!(await files.exists(mediaKey(oid, path)))) fields[field] = catalogueMessages.noSuchMedia;
  }
  const names = Object.keys(fields);
  if (names.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${catalogueMessages.noSuchMedia} (${names.join(', ')})`, fields);
  }
}

/**
 * Saves every text of programme `pid`. A course a batch runs must stay in the curriculum (its learners'
 * progress hangs on it): taking it out is refused, naming the course.
 */
export async function saveProgramme(
  context: ChangeContext & { files: FileStore },
  pid: string,
  texts: ProgrammeTexts,
): Promise<{ pid: string }> {
  const { oid } = context.actor;
  await checkMedia(context.files, oid, texts);
  return changeCatalogue(
    context,
    { action: 'saveTexts', subjectKind: 'program', subjectId: pid },
    async (tx) => {
      const tids = texts.pcurriculum.map((topic) => topic.tid);
      const [running] = await tx
        .select({ tid: batchCourses.tid })
        .from(batchCourses)
        .innerJoin(batches, and(eq(batches.oid, batchCourses.oid), eq(batches.bpid, batchCourses.bpid)))
        .where(and(eq(batchCourses.oid, oid), eq(batches.pid, pid), notInArray(batchCourses.tid, tids)))
        .limit(1);
      if (running) {
        throw new AppError('CONFLICT', `${catalogueMessages.curriculumInUse} (${running.tid})`, {
          'texts.pcurriculum': catalogueMessages.curriculumInUse,
        });
      }
      const [before] = await tx
        .select({ pname: programs.pname, category: programs.category, details: programs.details })
        .from(programs)
        .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
      const row = {
        pname: sanitizeInlineHtml(texts.pname),
        category: texts.category,
        details: storedTexts(texts),
      };
      await tx
        .update(programs)
        .set(row)
        .where(and(eq(programs.oid, oid), eq(programs.pid, pid)));
      return { result: { pid }, before, after: row };
    },
  );
}
