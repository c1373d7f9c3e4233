import { programCategories } from '@aula/contract/programs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import {
  announcements,
  assessmentItems,
  assessments,
  courses,
  events,
  notifications,
  quizzes,
} from '../../db/schema/content.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { batchCourses, batches, programs } from '../../db/schema/programs.ts';
import { demoContentFolder } from '../../platform/paths.ts';

let t: TestApp;
let firstSummary: Record<string, number>;

const tables = {
  organisations,
  programs,
  batches,
  batchCourses,
  courses,
  quizzes,
  assessments,
  assessmentItems,
  events,
  announcements,
  notifications,
};

/** Every content row, in a stable order, as JSON: two equal dumps mean nothing changed. */
async function dump(): Promise<string> {
  const { db } = t.database;
  const result: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = await db.select().from(table).orderBy(sql`1, 2, 3`);
  }
  return JSON.stringify(result);
}

async function count(table: (typeof tables)[keyof typeof tables]): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  firstSummary = await importContent(t.database.db, demoContentFolder, t);
});

afterAll(() => t.app.close());

describe('importing the demo bundle', () => {
  it('loads the demo university, section by section', async () => {
    // toMatchObject: sections added later (accounts, ...) bring counts of their own.
    expect(firstSummary).toMatchObject({
      organisation: 1,
      programs: 7,
      quizzes: 25,
      courses: 20,
      assessments: 12,
      events: 18,
      announcements: 17,
      notifications: 7,
      media: expect.any(Number),
    });
    expect(firstSummary.media).toBeGreaterThan(50);
    expect(await count(batches)).toBe(14);
    expect(await count(courses)).toBe(20);
    const [organisation] = await t.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.oid, 'AULADEMO'));
    expect(organisation?.profile).toMatchObject({
      name: 'Aula Demo University',
      shortName: 'ADU',
      poweredBy: 'Aula',
    });
  });

  it('covers every learning-object type, quiz type, answer type and announcement type of the spec', async () => {
    const { db } = t.database;
    const objectTypes = new Set<string>();
    for (const course of await db.select({ details: courses.details }).from(courses)) {
      for (const nugget of course.details.nuggets)
        for (const object of nugget.objects) objectTypes.add(object.otype);
    }
    expect([...objectTypes].sort()).toEqual(
      [
        'audio',
        'html',
        'interactivity',
        'pdf',
        'podcast',
        'quiz',
        'scorm',
        'video',
        'vimeo',
        'youtube',
      ].sort(),
    );
    const qtypes = await db
      .selectDistinct({ qtype: quizzes.qtype })
      .from(quizzes)
      .orderBy(asc(quizzes.qtype));
    expect(qtypes.map((row) => row.qtype)).toEqual([0, 1, 2, 3]);
    const atypes = await db
      .selectDistinct({ atype: assessmentItems.atype })
      .from(assessmentItems)
      .orderBy(asc(assessmentItems.atype));
    expect(atypes.map((row) => row.atype)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const kinds = await db.selectDistinct({ quiztype: assessments.quiztype }).from(assessments);
    expect(kinds.map((row) => row.quiztype).sort()).toEqual(['assess', 'assign']);
    const types = await db.selectDistinct({ type: announcements.type }).from(announcements);
    expect(types.map((row) => row.type).sort()).toEqual(
      [
        'Interactivity',
        'audio',
        'file',
        'html',
        'image',
        'pdf',
        'text',
        'video',
        'vimeo',
        'youtube',
        'web',
      ].sort(),
    );
  });

  it('links each quiz to the course that shows it and gives the object its qtype', async () => {
    const [quiz] = await t.database.db.select().from(quizzes).where(eq(quizzes.quizid, 'pv101-q-cutoff'));
    expect(quiz).toMatchObject({ tid: 'pv101', qtype: 2, cutoff: 60 });
    const [course] = await t.database.db.select().from(courses).where(eq(courses.tid, 'pv101'));
    const objects = course?.details.nuggets.flatMap((nugget) => nugget.objects) ?? [];
    expect(objects.find((object) => object.oid === 'pv101-q-cutoff')).toMatchObject({
      otype: 'quiz',
      qtype: 2,
    });
  });

  it('stores events in Nov 2026 to Jan 2027 and announcement dates from epoch seconds', async () => {
    const months = await t.database.db
      .selectDistinct({ month: sql<string>`to_char(${events.start}, 'YYYY-MM')` })
      .from(events);
    expect(months.map((row) => row.month).sort()).toEqual(['2026-11', '2026-12', '2027-01']);
    const [welcome] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.annid, 'ann-pv-welcome'));
    expect(welcome?.sdate.toISOString()).toBe('2026-07-01T03:30:00.000Z');
  });

  it('copies the media into the file store', async () => {
    const pdf = await t.files.head('orgs/AULADEMO/media/pdf/pharmacovigilance-handbook.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(await t.files.exists('orgs/AULADEMO/media/scorm/adr-reporting-check/imsmanifest.xml')).toBe(true);
  });

  it('lists the demo programs of every category in the public catalogue', async () => {
    const response = await call(t.app, 'getAllProgramList', { oid: 'AULADEMO' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    for (const category of programCategories) expect(list[category].length).toBeGreaterThan(0);
    expect(list.DoctorofPharmacy).toEqual([
      { pid: 'pharmd', bpid: 'pharmd-2026', pname: 'Doctor of Pharmacy (Pharm.D)' },
    ]);
    expect(list.certificate.map((program: { pid: string }) => program.pid)).toEqual(['cert-pv', 'cert-dh']);
  });

  it('changes nothing and duplicates nothing when imported again', async () => {
    const before = await dump();
    const secondSummary = await importContent(t.database.db, demoContentFolder, t);
    expect(secondSummary).toEqual(firstSummary);
    expect(await dump()).toBe(before);
  });
});
