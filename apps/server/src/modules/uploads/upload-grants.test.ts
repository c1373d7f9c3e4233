import { createHash } from 'node:crypto';
import { uploadLimitMessages } from '@aula/contract/upload-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../../test/factories.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { sampleHtml, samplePdf } from '../../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { grantOf, storedFileAt } from '../../../test/upload-grants.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { createS3FileStore } from '../../platform/s3-file-store.ts';
import type { UploadRefusedError } from '../../platform/verify-upload.ts';
import { acceptUpload } from './accept-upload.ts';
import { grantUpload } from './grant-upload.ts';
import { uploadRule } from './upload-rate.ts';

/** A driver under test: its store, the origin its path-absolute addresses are relative to, its requests. */
interface Driver {
  files: FileStore;
  origin: string;
  /** `METHOD path?query` of every request an S3 server received (none for local files). */
  requests: string[];
}

let t: TestApp;
let origin: string;
let s3: TestS3Server;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  s3 = await startS3Server();
});
afterAll(async () => {
  await t.app.close();
  await s3.close();
});

const drivers: Array<[string, () => Driver]> = [
  ['local', () => ({ files: t.files, origin, requests: [] })],
  [
    's3',
    () => ({ files: createS3FileStore(s3.options), origin: s3.options.endpoint, requests: s3.requests }),
  ],
];
const owner = { oid: 'TEST', eid: 'learner@example.edu' };
const rules = { maxBytes: 512_000, kinds: ['pdf'] as const };
/** A page of exactly the PDF's size, sent as a PDF: what a swap would put there. */
const page = Buffer.concat([sampleHtml, Buffer.alloc(samplePdf.length - sampleHtml.length, 0x20)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(drivers)('single-use upload grants with the %s driver (ADR 0062)', (kind, driverOf) => {
  let driver: Driver;
  beforeAll(() => {
    driver = driverOf();
  });
  const services = () => ({ db: t.database.db, files: driver.files });
  const put = (url: string, body: Buffer) =>
    fetch(new URL(url, driver.origin), {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/pdf' },
    });
  const grant = (storedName: string) =>
    grantUpload(
      services(),
      owner,
      {
        purpose: 'answer',
        scope: kind,
        storedName,
        contentType: 'application/pdf',
        size: samplePdf.length,
        expiresIn: 300,
      },
      t.clock.now(),
    );
  const accept = (storedName: string, storedKey: string) =>
    acceptUpload(
      services(),
      owner,
      { purpose: 'answer', scope: kind, storedName, storedKey, rules, field: 'fname' },
      t.clock.now(),
    );

  it('keeps the checked bytes at a key no address was signed for, with their size and SHA-256; later PUTs never reach them', async () => {
    const { url } = await grant('1-answer.pdf');
    expect((await put(url, samplePdf)).status).toBe(200);
    const storedKey = `orgs/TEST/answers/${kind}/1-answer.pdf`;
    const accepted = await accept('1-answer.pdf', storedKey);
    expect(accepted).toEqual({
      fileKey: storedKey,
      size: samplePdf.length,
      sha256: sha256(samplePdf),
      contentType: 'application/pdf',
    });
    expect(await storedFileAt(t.database.db, storedKey)).toMatchObject({
      size: samplePdf.length,
      sha256: sha256(samplePdf),
    });
    const { uploadKey } = await grantOf(t.database.db, '1-answer.pdf');
    expect(uploadKey).not.toBe(storedKey);

    const readsBefore = driver.requests.length;
    // Local files refuse the address once used; an S3 address takes the PUT until it expires, but the
    // bytes it leaves are never read.
    expect((await put(url, page)).status).toBe(kind === 'local' ? 409 : 200);
    expect(await accept('1-answer.pdf', storedKey)).toEqual(accepted);
    expect(
      driver.requests
        .slice(readsBefore)
        .some((request) => request.startsWith('GET') && request.includes(uploadKey)),
    ).toBe(false);
    const kept = await driver.files.get(storedKey);
    expect(Buffer.concat(await (kept?.body.toArray() ?? [])).equals(samplePdf)).toBe(true);
  });

  it('checks the bytes that are kept: a page swapped in before the claim is refused and nothing is kept', async () => {
    const { url } = await grant('2-answer.pdf');
    expect((await put(url, samplePdf)).status).toBe(200);
    if (kind === 'local') {
      expect((await put(url, page)).status).toBe(409);
      return;
    }
    expect((await put(url, page)).status).toBe(200);
    const storedKey = `orgs/TEST/answers/${kind}/2-answer.pdf`;
    const refusal = await accept('2-answer.pdf', storedKey).catch((error: unknown) => error);
    expect((refusal as UploadRefusedError).problem).toBe('wrong-type');
    expect(await driver.files.exists(storedKey)).toBe(false);
    expect(await storedFileAt(t.database.db, storedKey)).toBeUndefined();
    // Its grant is spent: the learner uploads the file anew.
    const again = await accept('2-answer.pdf', storedKey).catch((error: unknown) => error);
    expect(again).toMatchObject({ code: 'CONFLICT', message: uploadLimitMessages.alreadyUsed });
  });

  it('claims a grant once: another save naming it elsewhere is refused', async () => {
    const { url } = await grant('3-answer.pdf');
    expect((await put(url, samplePdf)).status).toBe(200);
    await accept('3-answer.pdf', `orgs/TEST/answers/${kind}/3-answer.pdf`);
    const again = await accept('3-answer.pdf', `orgs/TEST/answers/${kind}/elsewhere.pdf`).catch(
      (error: unknown) => error,
    );
    expect(again).toMatchObject({ code: 'CONFLICT' });
    expect(await driver.files.exists(`orgs/TEST/answers/${kind}/elsewhere.pdf`)).toBe(false);
  });
});

describe('a local upload address under PUTs sent at once (ADR 0062)', () => {
  const services = () => ({ db: t.database.db, files: t.files });
  const grant = (storedName: string) =>
    grantUpload(
      services(),
      owner,
      {
        purpose: 'answer',
        scope: 'race',
        storedName,
        contentType: 'application/pdf',
        size: samplePdf.length,
        expiresIn: 300,
      },
      t.clock.now(),
    );
  const put = (url: string, body: Buffer, contentType = 'application/pdf') =>
    fetch(new URL(url, origin), { method: 'PUT', body, headers: { 'content-type': contentType } });

  it('takes one: of six PUTs at once one writes its file, the others are told the address was used', async () => {
    const { url } = await grant('race-answer.pdf');
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => put(url, i === 0 ? samplePdf : page)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const { uploadKey } = await grantOf(t.database.db, 'race-answer.pdf');
    const written = answers.findIndex((answer) => answer.status === 200);
    const kept = await t.files.get(uploadKey);
    expect(sha256(Buffer.concat(await (kept?.body.toArray() ?? [])))).toBe(
      sha256(written === 0 ? samplePdf : page),
    );
  });

  it('gives the address back to a PUT refused before its file was written', async () => {
    const { url } = await grant('retry-answer.pdf');
    expect((await put(url, samplePdf, 'image/png')).status).toBe(415);
    const short = await fetch(new URL(url, origin), {
      method: 'PUT',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(samplePdf.subarray(0, 10));
          controller.close();
        },
      }),
      headers: { 'content-type': 'application/pdf' },
      duplex: 'half',
    } as RequestInit);
    expect(short.status).toBe(400);
    expect((await put(url, samplePdf)).status).toBe(200);
    expect((await put(url, samplePdf)).status).toBe(409);
  });
});

describe('upload limits per account', () => {
  it('refuses a flood of upload addresses from one account, saying so, and not from another', async () => {
    const flooder = { oid: 'TEST', eid: 'flood@example.edu' };
    const ask = (who: typeof flooder, n: number) =>
      grantUpload(
        { db: t.database.db, files: t.files },
        who,
        {
          purpose: 'project',
          storedName: `${n}.pdf`,
          contentType: 'application/pdf',
          size: 10,
          expiresIn: 60,
        },
        t.clock.now(),
      ).then(
        () => 200,
        (error: { statusCode: number; message: string }) => error,
      );
    const answers = [];
    for (let n = 0; n < uploadRule.limit + 5; n++) answers.push(await ask(flooder, n));
    expect(answers.filter((answer) => answer === 200)).toHaveLength(uploadRule.limit);
    expect(answers.at(-1)).toMatchObject({
      statusCode: 429,
      message: uploadLimitMessages.tooManyUploads(uploadRule.blockMinutes),
    });
    expect(await ask({ oid: 'TEST', eid: 'calm@example.edu' }, 0)).toBe(200);
  });
});
