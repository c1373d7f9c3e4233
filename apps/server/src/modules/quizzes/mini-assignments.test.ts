import { miniAssignmentMessages } from '@aula/contract/mini-assignments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bob, createQuizApp } from '../../../test/quiz-fixture.ts';
import { sampleHtml, samplePdf, samplePng } from '../../../test/sample-files.ts';

let t: Awaited<ReturnType<typeof createQuizApp>>;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  t = await createQuizApp();
  aliceCookie = await t.cookieOf(alice);
  bobCookie = await t.cookieOf(bob);
});
afterAll(() => t.app.close());

const ids = { bcid: 'pharmd-2026-pd101', quizid: 'pd101-mini' };

/** Asks for an upload address as the browser does and PUTs `bytes` to it; answers the stored name. */
async function upload(
  bytes: Buffer,
  filetype: string,
  cookie = aliceCookie,
  sentAs?: string,
): Promise<string> {
  const response = await t.call(
    'getMiniAssignmentUploadUrl',
    { ...ids, filename: `sheet.${filetype}`, filetype, size: bytes.length },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { url, fname, contentType } = response.json();
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': sentAs ?? contentType },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return fname;
}

const submit = (response: unknown[], cookie = aliceCookie, quizid = ids.quizid) =>
  t.call('updateMiniAssignment', { ...ids, quizid, response }, cookie);

/** A file Alice uploaded and never used, for the test of naming another learner's file. */
let alicesSpareFile = '';

describe('mini assignments', () => {
  it('submits with an upload, edits once, and then refuses', async () => {
    const before = await t.call('getAssignmentData', ids, aliceCookie);
    expect(before.json()).toMatchObject({ edited: 0, response: null, feedback: [], score: null });
    expect(before.json().errorMessage).toBeUndefined();

    alicesSpareFile = await upload(samplePdf, 'pdf');
    const pdf = await upload(samplePdf, 'pdf');
    const first = await submit([{ text: 'A solid dose.' }, { fname: pdf, orgname: 'sheet.pdf' }]);
    expect(first.json()).toEqual({ edited: 1, message: 'Assignment submitted' });
    const firstFile = (await t.call('getAssignmentData', ids, aliceCookie)).json().response[1].fileUrl;

    const pngAddress = (
      await t.call(
        'getMiniAssignmentUploadUrl',
        { ...ids, filename: 'sheet.png', filetype: 'png', size: samplePng.length },
        aliceCookie,
      )
    ).json();
    const putPng = (bytes: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: pngAddress.url,
        headers: { 'content-type': 'image/png' },
        payload: bytes,
      });
    expect((await putPng(samplePng)).statusCode).toBe(200);
    const png: string = pngAddress.fname;
    const edit = await submit([{ text: 'A compressed solid dose.' }, { fname: png, orgname: 'sheet.png' }]);
    expect(edit.json()).toEqual({ edited: 2, message: 'Assignment submitted' });

    const third = await submit([{ text: 'Again' }, { fname: png, orgname: 'sheet.png' }]);
    expect(third.statusCode).toBe(409);
    // Its one edit spent, the assignment takes no upload, and the used address no other bytes.
    const noMore = await t.call(
      'getMiniAssignmentUploadUrl',
      { ...ids, filename: 'sheet.png', filetype: 'png', size: samplePng.length },
      aliceCookie,
    );
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json().error.message).toBe(miniAssignmentMessages.noMoreEdits);
    const swapped = Buffer.concat([sampleHtml, Buffer.alloc(samplePng.length - sampleHtml.length, 0x20)]);
    expect((await putPng(swapped)).statusCode).toBe(409);

    const data = (await t.call('getAssignmentData', ids, aliceCookie)).json();
    expect(data).toMatchObject({
      edited: 2,
      response: [{ text: 'A compressed solid dose.' }, { fname: png }],
    });
    const file = await t.app.inject({ method: 'GET', url: data.response[1].fileUrl });
    expect(file.rawPayload.equals(samplePng)).toBe(true);
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: firstFile })).statusCode).toBe(404);
  });

  it("refuses a file too large, of another type, or passed off as a pdf, in the spec's words", async () => {
    const tooLarge = await t.call(
      'getMiniAssignmentUploadUrl',
      { ...ids, filename: 'big.pdf', filetype: 'pdf', size: 512_001 },
      bobCookie,
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain(miniAssignmentMessages.badFile);
    const gif = await t.call(
      'getMiniAssignmentUploadUrl',
      { ...ids, filename: 'a.gif', filetype: 'gif', size: 10 },
      bobCookie,
    );
    expect(gif.statusCode).toBe(400);

    const disguised = await upload(sampleHtml, 'pdf', bobCookie);
    const refused = await submit([{ text: 'x' }, { fname: disguised, orgname: 'a.pdf' }], bobCookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(miniAssignmentMessages.badFile);
    expect((await t.call('getAssignmentData', ids, bobCookie)).json().edited).toBe(0);
  });

  it("cannot name another learner's file", async () => {
    const response = await submit([{ text: 'x' }, { fname: alicesSpareFile, orgname: 'a.pdf' }], bobCookie);
    expect(response.statusCode).toBe(400);
    expect((await t.call('getAssignmentData', ids, bobCookie)).json().edited).toBe(0);
  });

  it('after the deadline: says so, refuses submissions and uploads, and shows the feedback', async () => {
    const late = { ...ids, quizid: 'pd101-late' };
    const data = (await t.call('getAssignmentData', late, bobCookie)).json();
    expect(data).toMatchObject({
      errorMessage: 'DeadLine is Over for Submission Of Assignment',
      edited: 1,
      score: 8,
      feedback: [{ givenby: 'Dr Meera Rao', message: 'Good; mention hard and soft capsules.' }],
    });
    const refused = await submit([{ text: 'An edit' }], bobCookie, 'pd101-late');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(miniAssignmentMessages.deadlineOver);
    const uploadRefused = await t.call(
      'getMiniAssignmentUploadUrl',
      { ...late, filename: 'a.pdf', filetype: 'pdf', size: 10 },
      aliceCookie,
    );
    expect(uploadRefused.statusCode).toBe(403);
  });

  it("keeps each learner's data to themselves", async () => {
    const alices = (await t.call('getAssignmentData', { ...ids, quizid: 'pd101-late' }, aliceCookie)).json();
    expect(alices).toMatchObject({ edited: 0, response: null, feedback: [], score: null });
  });

  it('refuses a missing answer', async () => {
    const response = await submit([{ text: 'only one' }], bobCookie);
    expect(response.statusCode).toBe(400);
  });
});
