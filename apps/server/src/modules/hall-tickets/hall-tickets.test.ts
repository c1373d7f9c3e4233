import { rm } from 'node:fs/promises';
import type { HallTicket } from '@aula/contract/hall-tickets';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alice,
  bob,
  carol,
  createLearnerRecordsApp,
  fixtureOid,
  learnerRecordsBundle,
  pdfBytes,
  pngBytes,
  privateFiles,
  writeRecordsBundle,
} from '../../../test/learner-records-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importContent } from '../../content-sections.ts';
import { hallTickets } from '../../db/schema/records.ts';
import { mediaKey } from '../../platform/media-key.ts';
import { BundleError } from '../content/index.ts';

let t: Awaited<ReturnType<typeof createLearnerRecordsApp>>;
let aliceCookie: string;

beforeAll(async () => {
  t = await createLearnerRecordsApp();
  aliceCookie = await t.cookieOf(alice);
});
afterAll(() => t.app.close());
afterEach(() => vi.restoreAllMocks());

function fetchFile(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function ticketsOf(cookie: string, eid: string): Promise<HallTicket[]> {
  const response = await t.call('getHallticket', { eid }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hallticketInfo;
}

describe('getHallticket', () => {
  it("lists the learner's own hall tickets with the address of each file", async () => {
    expect(await ticketsOf(aliceCookie, alice.email)).toEqual([
      {
        bpid: 'pharmd-2026',
        hallticketName: 'sem-1/hall-ticket.pdf',
        fileUrl: '/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf',
      },
      {
        bpid: 'pharmd-2026',
        hallticketName: 'sem-1/photo-ticket.png',
        fileUrl: '/files/hallticket/pharmd-2026/sem-1/photo-ticket.png',
      },
    ]);
    expect(await ticketsOf(await t.cookieOf(carol), carol.email)).toEqual([]);
  });
});

describe('hall ticket files', () => {
  it('serves a file to its owner with its type, never to a shared cache', async () => {
    const response = await fetchFile('/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf', aliceCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe('inline; filename="hall-ticket.pdf"');
    expect(response.rawPayload.equals(pdfBytes('alice'))).toBe(true);
    const picture = await fetchFile('/files/hallticket/pharmd-2026/sem-1/photo-ticket.png', aliceCookie);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(pngBytes)).toBe(true);
  });

  it("are inert to the portal: never sniffed, pictures sandboxed (PDFs open in the browser's own viewer)", async () => {
    const picture = await fetchFile('/files/hallticket/pharmd-2026/sem-1/photo-ticket.png', aliceCookie);
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(String(picture.headers['content-security-policy'])).toMatch(/; sandbox$/);
    const pdf = await fetchFile('/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf', aliceCookie);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(String(pdf.headers['content-security-policy'])).not.toContain('sandbox');
  });

  it("gives each learner their own file of a name two learners share, and nobody else's", async () => {
    const bobs = await fetchFile(
      '/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf',
      await t.cookieOf(bob),
    );
    expect(bobs.rawPayload.equals(pdfBytes('bob'))).toBe(true);
    const notBobs = await fetchFile(
      '/files/hallticket/pharmd-2026/sem-1/photo-ticket.png',
      await t.cookieOf(bob),
    );
    expect(notBobs.statusCode).toBe(404);
    const notCarols = await fetchFile(
      '/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf',
      await t.cookieOf(carol),
    );
    expect(notCarols.statusCode).toBe(404);
  });

  it('answers 401 without a session and 404 for names that are not tickets', async () => {
    expect((await fetchFile('/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf')).statusCode).toBe(401);
    for (const url of [
      '/files/hallticket/pharmd-2026/sem-1/HALL-TICKET.pdf',
      '/files/hallticket/other-batch/sem-1/hall-ticket.pdf',
      '/files/hallticket/pharmd-2026/hall-ticket.pdf',
    ]) {
      expect((await fetchFile(url, aliceCookie)).statusCode, url).toBe(404);
    }
  });

  it('keeps the files under a private key, out of the public media', async () => {
    const rows = await t.database.db.select({ fileKey: hallTickets.fileKey }).from(hallTickets);
    expect(rows).toHaveLength(3);
    for (const { fileKey } of rows) {
      expect(fileKey.startsWith(`orgs/${fixtureOid}/private/`), fileKey).toBe(true);
      expect(await t.files.exists(fileKey)).toBe(true);
    }
    expect(await t.files.exists(mediaKey(fixtureOid, 'hall-tickets/alice.pdf'))).toBe(false);
    for (const path of [
      'hall-tickets/alice.pdf',
      'private/hall-tickets/alice.pdf',
      'sem-1/hall-ticket.pdf',
    ]) {
      expect((await fetchFile(`/media/${fixtureOid}/${path}`, aliceCookie)).statusCode, path).toBe(404);
    }
  });

  it('answers a failing store with a 500 in the envelope, hiding the cause', async () => {
    vi.spyOn(t.files, 'get').mockRejectedValue(new Error('disk on fire'));
    const response = await fetchFile('/files/hallticket/pharmd-2026/sem-1/hall-ticket.pdf', aliceCookie);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.body).not.toContain('disk on fire');
  });
});

describe('halltickets.json', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.app.close());

  async function importProblems(
    change: (tickets: Array<Record<string, string>>) => void,
    files = privateFiles(),
  ): Promise<string> {
    const bundle = learnerRecordsBundle();
    change(bundle['halltickets.json'] as Array<Record<string, string>>);
    const folder = await writeRecordsBundle(bundle, files);
    try {
      await importContent(empty.database.db, folder, empty);
      return '';
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      return error.message;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('refuses a ticket whose bytes are not what its name says', async () => {
    const message = await importProblems((tickets) => {
      if (tickets[0]) tickets[0].file = 'hall-tickets/alice.png';
    });
    expect(message).toMatch(/halltickets\.json: 0\.hallticketName: .*png/);
  });

  it('refuses a file the bundle lacks, and a learner who is not enrolled in the batch', async () => {
    expect(
      await importProblems((tickets) => {
        if (tickets[0]) tickets[0].file = 'hall-tickets/missing.pdf';
      }),
    ).toMatch(/private\/hall-tickets\/missing\.pdf is not in the bundle/);
    expect(
      await importProblems((tickets) => {
        if (tickets[0]) tickets[0].eid = carol.email;
      }),
    ).toMatch(/carol@example\.test is not enrolled in batch pharmd-2026/);
  });

  it('refuses a file that is neither PDF, PNG nor JPEG', async () => {
    const files = {
      ...privateFiles(),
      'private/hall-tickets/alice.pdf': Buffer.from('<html>not a pdf</html>'),
    };
    expect(await importProblems(() => {}, files)).toMatch(/is not a PDF, PNG or JPEG file/);
  });
});
