import {
  projectMessages as messagesOfSpec,
  type ProjectThreadAnswer,
  projectAttachmentMaxBytes,
} from '@aula/contract/project-phase';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice, bcid, bob, createCourseCommunityApp } from '../../../test/course-community-fixture.ts';
import { sampleHtml, samplePng } from '../../../test/sample-files.ts';
import { grantOf } from '../../../test/upload-grants.ts';
import { users } from '../../db/schema/auth.ts';
import { attachmentKey } from './attachment-path.ts';
import { messageRules } from './message-limit.ts';

let t: Awaited<ReturnType<typeof createCourseCommunityApp>>;
let aliceCookie: string;

beforeAll(async () => {
  t = await createCourseCommunityApp();
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());

interface Presigned {
  url: string;
  fileUrlName: string;
}

function presign(body: Record<string, unknown>, cookie = aliceCookie, eid = alice.email) {
  return t.call('getProjectPresignedUrl', { eid, bcid, objid: 'pd101-po1', ...body }, cookie);
}

/** Asks for an address, PUTs the bytes there, and answers the stored name. */
async function upload(filename: string, filetype: string, bytes: Buffer): Promise<Presigned> {
  const response = await presign({ filename, filetype, size: bytes.length });
  expect(response.statusCode, response.body).toBe(200);
  const presigned = response.json<Presigned>();
  const put = await t.app.inject({
    method: 'PUT',
    url: presigned.url,
    headers: { 'content-type': filetype },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return presigned;
}

function send(projectObj: Record<string, unknown>, cookie = aliceCookie, eid = alice.email) {
  return t.call('updateUserProjectObjects', { eid, bcid, objid: 'pd101-po1', projectObj }, cookie);
}

async function aliceUserId(): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.eid, alice.email));
  if (!user) throw new Error('no alice');
  return user.id;
}

describe('project attachments', () => {
  it('takes a picture through the presigned upload, checked from its bytes, served to its learner only', async () => {
    const { fileUrlName, url } = await upload('Ward plan.PNG', 'image/png', samplePng);
    const sent = await send({ message: 'Photo of the ward plan.', fileName: 'Ward plan.PNG', fileUrlName });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json<ProjectThreadAnswer>().thread?.messages.at(-1);
    expect(message).toMatchObject({ fileName: 'Ward plan.PNG', fileType: 'image/png' });
    const file = await t.app.inject({
      method: 'GET',
      url: message?.fileUrl ?? '',
      headers: { cookie: aliceCookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePng)).toBe(true);
    const bobs = await t.app.inject({
      method: 'GET',
      url: message?.fileUrl ?? '',
      headers: { cookie: await t.cookieOf(bob) },
    });
    expect(bobs.statusCode).toBe(404);
    // The stored name cannot be used twice: its grant is spent, the file copied where accepted files live.
    const resent = await send({ message: 'Again.', fileName: 'x.png', fileUrlName });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.message).toBe(uploadLimitMessages.alreadyUsed);
    // Nor its address: the sent (or approved) attachment stays the file that was checked.
    const swapped = Buffer.concat([sampleHtml, Buffer.alloc(samplePng.length - sampleHtml.length, 0x20)]);
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'image/png' },
      payload: swapped,
    });
    expect(again.statusCode).toBe(409);
    const still = await t.app.inject({
      method: 'GET',
      url: message?.fileUrl ?? '',
      headers: { cookie: aliceCookie },
    });
    expect(still.rawPayload.equals(samplePng)).toBe(true);
  });

  it('refuses a page passed off as a picture, by its bytes, and removes it', async () => {
    const { fileUrlName } = await upload('photo.png', 'image/png', sampleHtml);
    const sent = await send({ message: 'Here.', fileName: 'photo.png', fileUrlName });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.message).toBe(messagesOfSpec.wrongFileType);
    const stored = attachmentKey('TESTORG', bcid, await aliceUserId(), 'pd101-po1', fileUrlName);
    expect(await t.files.exists(stored)).toBe(false);
  });

  it("refuses names, types and sizes the spec does not allow, in the spec's words", async () => {
    const gif = await presign({ filename: 'a.gif', filetype: 'image/gif', size: 10 });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.message).toBe(messagesOfSpec.wrongFileType);
    const disguised = await presign({ filename: 'a.pdf', filetype: 'text/html', size: 10 });
    expect(disguised.json().error.message).toBe(messagesOfSpec.wrongFileType);
    const big = await presign({ filename: 'a.pdf', filetype: 'application/pdf', size: 52_428_801 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe(messagesOfSpec.fileTooLarge);
    expect(
      (await presign({ filename: 'a.pdf', filetype: 'application/pdf', size: 52_428_800 })).statusCode,
    ).toBe(200);
  });

  it('refuses a file over 50 MB found in the store, whatever was announced', async () => {
    const presigned = (
      await presign({ filename: 'big.pdf', filetype: 'application/pdf', size: 100 })
    ).json<Presigned>();
    const { fileUrlName } = presigned;
    // What a store that does not hold the signed size would keep.
    await t.files.put(
      (await grantOf(t.database.db, fileUrlName)).uploadKey,
      Buffer.alloc(52_428_801, 0x25),
      'application/pdf',
    );
    const sent = await send({ message: 'Big.', fileName: 'big.pdf', fileUrlName });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.message).toBe(messagesOfSpec.fileTooLarge);
    const stored = attachmentKey('TESTORG', bcid, await aliceUserId(), 'pd101-po1', fileUrlName);
    expect(await t.files.exists(stored)).toBe(false);
  });

  it("refuses another learner's stored name: it is looked for among the sender's own uploads", async () => {
    const { fileUrlName } = await upload('mine.png', 'image/png', samplePng);
    const bobCookie = await t.cookieOf(bob);
    const sent = await send({ message: 'Stolen.', fileName: 'mine.png', fileUrlName }, bobCookie, bob.email);
    expect(sent.statusCode).toBe(400);
  });

  it('refuses attachments where the objective takes none', async () => {
    const response = await t.call(
      'getProjectPresignedUrl',
      {
        eid: alice.email,
        bcid,
        objid: 'pd101-po3',
        filename: 'a.pdf',
        filetype: 'application/pdf',
        size: 10,
      },
      aliceCookie,
    );
    expect(response.statusCode).toBe(409);
  });

  it('refuses a flood of 50 MB uploads from one account at its storage quota, saying so', async () => {
    const answers = [];
    for (let n = 0; n < 11; n++) {
      answers.push(
        await presign({
          filename: `big-${n}.pdf`,
          filetype: 'application/pdf',
          size: projectAttachmentMaxBytes,
        }),
      );
    }
    const refused = answers.filter((answer) => answer.statusCode === 413);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json().error.message).toBe(uploadLimitMessages.quota);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(10);
  });

  it('refuses a flood of messages from one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < messageRules.message.limit + 1; i += 1) {
      statuses.push((await send({ message: `Flood ${i}` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
      messageRules.message.limit,
    );
  });
});
