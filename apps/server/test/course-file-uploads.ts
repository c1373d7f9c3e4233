import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The media type each test file is sent as, by its name's extension. */
const types: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  zip: 'application/zip',
  vtt: 'text/vtt',
};

type Call = (name: string, body: Record<string, unknown>, cookie?: string) => Promise<LightMyRequestResponse>;

/**
 * Presigns `filename` as a course file of `kind` for the staff member of `cookie` and PUTs `bytes` to
 * the answered address, as the browser does (ADR 0090). Answers the stored name a save claims.
 */
export async function uploadCourseFile(
  t: { app: FastifyInstance; call: Call },
  cookie: string,
  kind: string,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const filetype = types[filename.split('.').at(-1) ?? ''];
  const presigned = await t.call(
    'staff/presignCourseFile',
    { kind, filename, filetype, size: bytes.length },
    cookie,
  );
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, filename: stored } = presigned.json();
  const put = await t.app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': filetype },
  });
  expect(put.statusCode, put.body).toBe(200);
  return stored;
}
