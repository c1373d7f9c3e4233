import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, carol, createLearnerHomeApp } from '../../../test/learner-home-fixture.ts';

let t: Awaited<ReturnType<typeof createLearnerHomeApp>>;
let aliceCookie: string;
let carolCookie: string;

beforeAll(async () => {
  t = await createLearnerHomeApp();
  aliceCookie = await t.cookieOf(alice);
  carolCookie = await t.cookieOf(carol);
});
afterAll(() => t.app.close());

describe('getProgram', () => {
  it('answers the program as the batch runs it, with the learner progress', async () => {
    const response = await t.call('getProgram', { pid: 'pharmd', bpid: 'pharmd-2026' }, aliceCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      pid: 'pharmd',
      bpid: 'pharmd-2026',
      ptitle: 'Doctor of Pharmacy',
      btitle: '2026',
      psd: '2026-08-01',
      ped: '2032-07-31',
      per: 50,
      pdur: '6 years',
      pinfo: { duration: '6 years', format: 'Blended', credits: 240 },
      poverview: '<p>Overview</p>',
    });
    expect(response.json().pcurriculum.map((topic: { tid: string }) => topic.tid)).toEqual([
      'pd101',
      'pd102',
      'pd103',
    ]);
  });

  it('refuses a batch the learner is not enrolled in', async () => {
    const response = await t.call('getProgram', { pid: 'pharmd', bpid: 'pharmd-2026' }, carolCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ bpid: 'not your batch' });
  });

  it('names pid when it is not the program of the batch', async () => {
    const response = await t.call('getProgram', { pid: 'other', bpid: 'pharmd-2026' }, aliceCookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['pid']);
  });
});

describe('getAcademicSchedule', () => {
  it("lays the batch's courses out week by week and lists its events", async () => {
    const response = await t.call('getAcademicSchedule', { bpid: 'pharmd-2026' }, aliceCookie);
    expect(response.statusCode, response.body).toBe(200);
    const schedule = response.json();
    expect(schedule).toMatchObject({
      bpid: 'pharmd-2026',
      pid: 'pharmd',
      psd: '2026-08-01',
      ped: '2032-07-31',
    });
    expect(schedule.courses).toEqual([
      expect.objectContaining({
        tid: 'pd101',
        startWeek: 1,
        endWeek: 24,
        startDay: '2026-08-01',
        endDay: '2027-01-15',
      }),
      expect.objectContaining({ tid: 'pd102', telective: true, startWeek: 25, endWeek: 48 }),
      expect.objectContaining({ tid: 'pd103', ttitle: 'Biochemistry', startWeek: 49, endWeek: 72 }),
    ]);
    expect(schedule.events).toEqual([{ evid: 'ev1', title: 'Orientation', start: '2026-12-01', link: null }]);
  });

  it('refuses a batch the learner is not enrolled in', async () => {
    const response = await t.call('getAcademicSchedule', { bpid: 'pharmd-2026' }, carolCookie);
    expect(response.statusCode).toBe(403);
  });
});

describe('getBatchID', () => {
  it("answers the learner's own batch of the program", async () => {
    const response = await t.call('getBatchID', { pid: 'pharmd' }, aliceCookie);
    expect(response.json()).toEqual({ mpbpid: 'pharmd-2026' });
  });

  it("answers the program's current intake to a learner not enrolled in it", async () => {
    const response = await t.call('getBatchID', { pid: 'pharmd' }, carolCookie);
    expect(response.json()).toEqual({ mpbpid: 'pharmd-2026' });
  });

  it('answers 404 naming pid for an unknown program', async () => {
    const response = await t.call('getBatchID', { pid: 'nope' }, carolCookie);
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json().error.fields)).toEqual(['pid']);
  });
});
