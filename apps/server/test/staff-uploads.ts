import { type CourseFileKind, courseFileMediaTypes } from '@aula/contract/staff-course-files';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-app.ts';

/**
 * Presigns a staff upload with `presign` (its body, with the bytes' size added) for the staff member
 * of `cookie`, and PUTs `bytes` to the answered address as the type the answer signed, as the browser
 * does (ADR 0062). Answers the stored name the save claims.
 */
export async function uploadAsStaff(
  app: FastifyInstance,
  cookie: string,
  presign: string,
  body: Record<string, unknown> & { filetype: string },
  bytes: Buffer,
): Promise<string> {
  const presigned = await call(app, presign, { ...body, size: bytes.length }, cookie);
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, filename, filetype } = presigned.json();
  const put = await app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': filetype } });
  expect(put.statusCode, put.body).toBe(200);
  return filename;
}

/** Uploads `bytes` as `who`'s course file `filename` of `kind`, sent as its name's media type (`uploadAsStaff`). */
export function uploadCourseFile(
  app: FastifyInstance,
  who: { cookie: string; oid: string },
  kind: string,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const extension = filename.split('.').at(-1) ?? '';
  const filetype = courseFileMediaTypes[extension as CourseFileKind] ?? 'application/octet-stream';
  const body = { oid: who.oid, kind, filename, filetype };
  return uploadAsStaff(app, who.cookie, 'staff/presignCourseFile', body, bytes);
}
