import type { StaffAnnouncement } from '@aula/contract/staff-announcements';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  alice,
  bcid,
  bob,
  createCourseCommunityApp,
  fixtureOid,
} from '../../../test/course-community-fixture.ts';
import { auditLines, type StaffWithSession, staffSession } from '../../../test/staff-factories.ts';
import { announcements } from '../../db/schema/content.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;
let bobCookie: string;
let instructor: StaffWithSession;
let otherInstructor: StaffWithSession;
let admin: StaffWithSession;

const bpid = 'pharmd-2026';
const electiveBcid = 'pharmd-2026-pd102';

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
  const { db } = t.database;
  instructor = await staffSession(
    db,
    [
      { role: 'instructor', scope: 'pd101' },
      { role: 'instructor', scope: 'pd102' },
    ],
    {
      oid: fixtureOid,
    },
  );
  otherInstructor = await staffSession(db, [{ role: 'instructor', scope: 'pd103' }], { oid: fixtureOid });
  admin = await staffSession(db, [{ role: 'admin', scope: null }], { oid: fixtureOid });
});
afterEach(() => t.clock.reset());
afterAll(() => t.app.close());

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

const post = (body: Record<string, unknown>, who = instructor) =>
  t.call(
    'staff/saveAnnouncement',
    { bcid, type: 'text', title: 'Week 3', description: 'Read chapter 3.', sdate: nowSeconds(), ...body },
    who.cookie,
  );

async function posted(body: Record<string, unknown>, who = instructor): Promise<string> {
  const response = await post(body, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().annid;
}

async function learnerTitles(cookie: string): Promise<string[]> {
  const response = await t.call('getAnnouncements', { bpid, rtype: 'get' }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().announcements.map((row: { title: string }) => row.title);
}

async function bell(cookie: string, eid: string): Promise<{ unread: number; titles: string[] }> {
  const count = await t.call('getUnreadNotificationCount', { eid }, cookie);
  const list = await t.call('getNotifications', { eid }, cookie);
  expect(list.statusCode, list.body).toBe(200);
  return {
    unread: count.json().unread,
    titles: list.json().notifications.map((row: { title: string }) => row.title),
  };
}

async function staffRows(
  body: Record<string, unknown> = { bcid },
  who = instructor,
): Promise<StaffAnnouncement[]> {
  const response = await t.call('staff/listAnnouncements', body, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}

describe("each type's fields, checked by the server", () => {
  it.each([
    [{ type: 'text', description: '' }, 'description', 'A text announcement needs a description.'],
    [{ type: 'web', weburl: 'http://example.org/', webtext: 'Site' }, 'weburl', 'https://'],
    [{ type: 'web', weburl: 'javascript:alert(1)', webtext: 'Site' }, 'weburl', 'https://'],
    [{ type: 'web', weburl: 'https://example.org/' }, 'webtext', ''],
    [{ type: 'youtube', weburl: 'https://vimeo.com/76979871' }, 'weburl', 'YouTube'],
    [
      { type: 'youtube', weburl: '<iframe src="https://www.youtube.com/embed/3PmVJQUCm4E"></iframe>' },
      'weburl',
      'YouTube',
    ],
    [{ type: 'vimeo', weburl: 'https://www.youtube.com/watch?v=3PmVJQUCm4E' }, 'weburl', 'Vimeo'],
    [
      { type: 'youtube', weburl: 'https://youtu.be/3PmVJQUCm4E', embeddedcode: '<iframe></iframe>' },
      'embeddedcode',
      '',
    ],
    [{ type: 'html', mfname: 'html/page.html' }, 'type', ''],
    [{ type: 'pdf', mfname: 'pdf/reading.pdf' }, 'mfname', ''],
    [{ type: 'text', title: ' ' }, 'title', 'Give a title.'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(400);
    const fields = response.json().error.fields ?? {};
    expect(JSON.stringify(fields)).toContain(field);
    expect(JSON.stringify(fields)).toContain(message);
  });

  it('keeps a video as its own address rebuilt from its id, never embed HTML', async () => {
    await posted({ type: 'youtube', title: 'Dosage video', weburl: 'https://youtu.be/3PmVJQUCm4E?t=10' });
    await posted({
      type: 'vimeo',
      title: 'Vimeo talk',
      weburl: 'https://player.vimeo.com/video/76979871?h=1',
    });
    const response = await t.call('getAnnouncements', { bpid, rtype: 'get' }, bobCookie);
    const rows = response.json().announcements;
    expect(rows.find((row: { title: string }) => row.title === 'Dosage video')).toMatchObject({
      type: 'youtube',
      weburl: 'https://www.youtube.com/watch?v=3PmVJQUCm4E',
    });
    expect(rows.find((row: { title: string }) => row.title === 'Vimeo talk')).toMatchObject({
      weburl: 'https://vimeo.com/76979871',
    });
    expect(response.body).not.toContain('embeddedcode');
  });

  it('keeps a description as escaped paragraphs, and a link as sent', async () => {
    await posted({
      type: 'web',
      title: 'PvPI',
      description: 'First <script>alert(1)</script>\n\nSecond',
      weburl: 'https://ipc.gov.in/',
      webtext: 'Pharmacovigilance Programme of India',
    });
    const row = (await staffRows()).find((announcement) => announcement.title === 'PvPI');
    expect(row?.description).toBe('<p>First &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Second</p>');
    expect(row?.descriptionText).toBe('First <script>alert(1)</script>\n\nSecond');
    expect(row).toMatchObject({
      weburl: 'https://ipc.gov.in/',
      webtext: 'Pharmacovigilance Programme of India',
    });
  });
});

describe('a scheduled announcement', () => {
  it('is seen by no learner, in the list, the notifications or the bell, before its time', async () => {
    const before = await bell(bobCookie, bob.email);
    await posted({ title: 'Quiz on Friday', sdate: nowSeconds() + 10 * 60 });
    expect((await staffRows()).find((row) => row.title === 'Quiz on Friday')?.status).toBe('scheduled');
    expect(await learnerTitles(bobCookie)).not.toContain('Quiz on Friday');
    expect(await bell(bobCookie, bob.email)).toEqual(before);

    t.clock.advance(11);
    expect(await learnerTitles(bobCookie)).toContain('Quiz on Friday');
    const after = await bell(bobCookie, bob.email);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.titles).toContain('Quiz on Friday');
  });

  it('moved later by an edit, is hidden again with its notification', async () => {
    const annid = await posted({ title: 'Lab moved' });
    expect(await learnerTitles(bobCookie)).toContain('Lab moved');
    const edited = await post({ annid, title: 'Lab moved to Monday', sdate: nowSeconds() + 60 * 60 });
    expect(edited.json()).toEqual({ annid, status: 'scheduled' });
    const titles = await learnerTitles(bobCookie);
    expect(titles).not.toContain('Lab moved');
    expect(titles).not.toContain('Lab moved to Monday');
    expect((await bell(bobCookie, bob.email)).titles).not.toContain('Lab moved');
    const [line] = await auditLines(t.database.db, { action: 'announcement.edit' });
    expect(line).toMatchObject({ subjectKind: 'batchCourse', subjectId: bcid });
    expect(line?.before).toMatchObject({ annid, title: 'Lab moved' });
    expect(line?.after).toMatchObject({ annid, title: 'Lab moved to Monday' });
  });
});

describe('announcements of the content bundle', () => {
  it('of a file type are edited here keeping their file, and withdrawn', async () => {
    await t.database.db.insert(announcements).values({
      oid: fixtureOid,
      annid: 'bundle-pdf',
      bpid,
      tid: 'pd101',
      type: 'pdf',
      title: 'Reading list',
      description: '',
      sdate: new Date('2026-08-01T00:00:00Z'),
      mfname: 'pdf/reading.pdf',
    });
    const row = (await staffRows()).find((announcement) => announcement.annid === 'bundle-pdf');
    expect(row).toMatchObject({ type: 'pdf', status: 'shown', editable: true, mfname: 'pdf/reading.pdf' });
    const edit = await post({ annid: 'bundle-pdf', type: 'pdf', title: 'Reading list, week 2' });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = (await staffRows()).find((announcement) => announcement.annid === 'bundle-pdf');
    expect(edited).toMatchObject({ title: 'Reading list, week 2', mfname: 'pdf/reading.pdf' });
    expect(await learnerTitles(bobCookie)).toContain('Reading list, week 2');
    const withdrawn = await t.call(
      'staff/withdrawAnnouncement',
      { bcid, annid: 'bundle-pdf' },
      instructor.cookie,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await learnerTitles(bobCookie)).not.toContain('Reading list, week 2');
  });

  it('that run scripts (html) are listed and withdrawn here, but not edited', async () => {
    await t.database.db.insert(announcements).values({
      oid: fixtureOid,
      annid: 'bundle-html',
      bpid,
      tid: 'pd101',
      type: 'html',
      title: 'Lab page',
      description: '',
      sdate: new Date('2026-08-01T00:00:00Z'),
      mfname: 'html/lab.html',
    });
    const row = (await staffRows()).find((announcement) => announcement.annid === 'bundle-html');
    expect(row).toMatchObject({ type: 'html', editable: false });
    const edit = await post({ annid: 'bundle-html', title: 'Now text' });
    expect(edit.statusCode).toBe(409);
    expect(await learnerTitles(bobCookie)).toContain('Lab page');
  });
});

describe('who is told', () => {
  it("tells an elective's announcement only to the learners who chose it", async () => {
    const bobBefore = await bell(bobCookie, bob.email);
    await posted({ bcid: electiveBcid, title: 'Elective seminar' });
    expect((await bell(aliceCookie, alice.email)).titles).toContain('Elective seminar');
    expect(await learnerTitles(aliceCookie)).toContain('Elective seminar');
    expect(await bell(bobCookie, bob.email)).toEqual(bobBefore);
    expect(await learnerTitles(bobCookie)).not.toContain('Elective seminar');
  });

  it('lets an admin post to a whole batch, which every learner of it is told', async () => {
    await posted({ bcid: undefined, bpid, title: 'Holiday on Monday' }, admin);
    expect((await bell(aliceCookie, alice.email)).titles).toContain('Holiday on Monday');
    expect((await bell(bobCookie, bob.email)).titles).toContain('Holiday on Monday');
    expect((await staffRows({ bpid }, admin)).map((row) => row.title)).toContain('Holiday on Monday');
    const [line] = await auditLines(t.database.db, { action: 'announcement.post', subjectId: bpid });
    expect(line).toMatchObject({ subjectKind: 'batch', before: null });
  });
});

describe('withdrawing', () => {
  it('takes the announcement and its notifications from learners; staff still list it, withdrawn', async () => {
    const annid = await posted({ title: 'Wrong room' });
    expect((await bell(bobCookie, bob.email)).titles).toContain('Wrong room');
    const response = await t.call('staff/withdrawAnnouncement', { bcid, annid }, instructor.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(await learnerTitles(bobCookie)).not.toContain('Wrong room');
    expect((await bell(bobCookie, bob.email)).titles).not.toContain('Wrong room');
    expect((await staffRows()).find((row) => row.annid === annid)).toMatchObject({
      status: 'withdrawn',
      editable: false,
    });
    const edit = await post({ annid, title: 'Back' });
    expect(edit.statusCode).toBe(409);
    const line = (await auditLines(t.database.db, { action: 'announcement.withdraw' })).find(
      (each) => (each.before as { annid?: string } | null)?.annid === annid,
    );
    expect(line).toMatchObject({ subjectKind: 'batchCourse', subjectId: bcid });
    expect(line?.before).toMatchObject({ annid, withdrawn: false });
    expect(line?.after).toMatchObject({ annid, withdrawn: true });
  });
});

describe('scope', () => {
  it("refuses another course's instructor every operation on this course (403)", async () => {
    const annid = await posted({ title: 'Mine only' });
    for (const [name, body] of [
      ['staff/listAnnouncements', { bcid }],
      ['staff/saveAnnouncement', { bcid, type: 'text', title: 'X', description: 'Y', sdate: nowSeconds() }],
      ['staff/withdrawAnnouncement', { bcid, annid }],
      ['staff/listEvents', { bcid }],
      ['staff/saveEvent', { bcid, title: 'X', start: '2026-12-01' }],
    ] as const) {
      const response = await t.call(name, body, otherInstructor.cookie);
      expect(response.statusCode, `${name} ${response.body}`).toBe(403);
    }
    expect(await learnerTitles(bobCookie)).toContain('Mine only');
  });

  it('refuses an instructor a whole batch, and an announcement of another course named through their own (404)', async () => {
    const batchWide = await post({ bcid: undefined, bpid, title: 'All' });
    expect(batchWide.statusCode).toBe(403);
    const elective = await posted({ bcid: electiveBcid, title: 'Elective only' });
    const response = await t.call('staff/withdrawAnnouncement', { bcid, annid: elective }, instructor.cookie);
    expect(response.statusCode).toBe(404);
    const both = await post({ bpid, title: 'Both' }, admin);
    expect(both.statusCode).toBe(400);
  });
});

describe('events', () => {
  async function feedOf(cookie: string): Promise<string> {
    const address = await t.call('getCalendarFeedUrl', {}, cookie);
    expect(address.statusCode, address.body).toBe(200);
    return (await t.app.inject({ method: 'GET', url: new URL(address.json().url).pathname })).body;
  }

  const learnerEvents = async (cookie: string): Promise<string[]> => {
    const response = await t.call('getEvents', { rtype: 'get', batchjson: [bpid] }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.events.map((event: { title: string }) => event.title);
  };

  it("puts a course's event on its learners' calendars and feeds, edits and deletes it, with audit lines", async () => {
    const added = await t.call(
      'staff/saveEvent',
      { bcid, title: 'Viva voce', start: '2026-12-14', link: 'https://meet.example.org/viva' },
      instructor.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const { evid } = added.json();
    expect(await learnerEvents(bobCookie)).toContain('Viva voce');
    const feed = await feedOf(bobCookie);
    expect(feed).toContain('SUMMARY:Viva voce');
    expect(feed).toContain('DTSTART;VALUE=DATE:20261214');

    const edited = await t.call(
      'staff/saveEvent',
      { bcid, evid, title: 'Viva', start: '2026-12-15' },
      instructor.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await learnerEvents(bobCookie)).toContain('Viva');
    const deleted = await t.call('staff/deleteEvent', { bcid, evid }, instructor.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await learnerEvents(bobCookie)).not.toContain('Viva');
    expect(await feedOf(bobCookie)).not.toContain('SUMMARY:Viva');
    const actions = (await auditLines(t.database.db, { subjectId: bcid }))
      .map((line) => line.action)
      .filter((action) => action.startsWith('event.'));
    expect(actions).toEqual(['event.add', 'event.edit', 'event.delete']);
  });

  it("shows an elective's event only to those who chose it, and refuses an http link", async () => {
    await t.call(
      'staff/saveEvent',
      { bcid: electiveBcid, title: 'Elective lab', start: '2026-12-16' },
      instructor.cookie,
    );
    expect(await learnerEvents(aliceCookie)).toContain('Elective lab');
    expect(await feedOf(aliceCookie)).toContain('SUMMARY:Elective lab');
    expect(await learnerEvents(bobCookie)).not.toContain('Elective lab');
    expect(await feedOf(bobCookie)).not.toContain('Elective lab');
    const plain = await t.call(
      'staff/saveEvent',
      { bcid, title: 'Link', start: '2026-12-16', link: 'http://example.org/' },
      instructor.cookie,
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields).toHaveProperty('link');
  });
});
