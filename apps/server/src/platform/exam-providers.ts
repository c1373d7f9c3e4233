import { createHash, createHmac } from 'node:crypto';
import { type ExamSchedulingFields, examSchedulingSessionSeconds } from '@aula/contract/exams';
import type { Config } from './config.ts';

/*
 * The two outside exam services and the only place their secrets are used. The browser receives a
 * signed token or a hashed form, never a secret. Each is undefined when its settings are absent; the
 * operations then answer NOT_CONFIGURED.
 */

/** How long a proctoring launch token stays valid (never past the test's window). */
export const PROCTOR_TOKEN_SECONDS = 15 * 60;

export interface ProctorLaunch {
  token: string;
  url: string;
  expiresAt: Date;
}

export interface ProctorProvider {
  /** The provider's origin, for the Content-Security-Policy. */
  origin: string;
  launch(input: { learner: string; testId: string; expiresAt: Date }): ProctorLaunch;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * A compact JWT (HS256) naming the client, the learner, the test and the expiry, signed with the
 * shared secret: the provider checks the HMAC and the expiry before it lets the learner in.
 */
export function proctorToken(input: {
  clientId: string;
  secret: string;
  learner: string;
  testId: string;
  expiresAt: Date;
}): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: input.clientId,
      sub: input.learner,
      test_id: input.testId,
      exp: Math.floor(input.expiresAt.getTime() / 1000),
    }),
  );
  const signature = createHmac('sha256', input.secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The settings of the two providers: the organisation's (ADR 0093), else the server's environment. */
export type ExamProviderSettings = Pick<
  Config,
  | 'PROCTOR_URL'
  | 'PROCTOR_CLIENT_ID'
  | 'PROCTOR_SECRET'
  | 'EXAM_SCHEDULER_URL'
  | 'EXAM_SCHEDULER_CLIENT_CODE'
  | 'EXAM_SCHEDULER_SECRET'
>;

export function proctorProvider(config: ExamProviderSettings): ProctorProvider | undefined {
  const { PROCTOR_URL: url, PROCTOR_CLIENT_ID: clientId, PROCTOR_SECRET: secret } = config;
  if (!url || !clientId || !secret) return undefined;
  return {
    origin: new URL(url).origin,
    launch({ learner, testId, expiresAt }) {
      const token = proctorToken({ clientId, secret, learner, testId, expiresAt });
      const launchUrl = new URL(url);
      launchUrl.searchParams.set('token', token);
      return { token, url: launchUrl.toString(), expiresAt };
    },
  };
}

export interface ExamScheduler {
  /** The provider's origin, allowed as a form target by the Content-Security-Policy. */
  origin: string;
  form(input: { oid: string; usn: string; timestamp: number; portal: string }): {
    action: string;
    fields: ExamSchedulingFields;
  };
}

/**
 * The hand-off's AUTH_HASH: SHA-256 (hex) of secret, org id, timestamp, timestamp + 14400 and USN
 * joined with '|'. The provider recomputes it with the same secret to trust the candidate id.
 */
export function examSchedulingHash(input: {
  secret: string;
  oid: string;
  timestamp: number;
  usn: string;
}): string {
  const expires = input.timestamp + examSchedulingSessionSeconds;
  const joined = [input.secret, input.oid, input.timestamp, expires, input.usn].join('|');
  return createHash('sha256').update(joined, 'utf8').digest('hex');
}

export function examScheduler(config: ExamProviderSettings): ExamScheduler | undefined {
  const {
    EXAM_SCHEDULER_URL: url,
    EXAM_SCHEDULER_CLIENT_CODE: clientCode,
    EXAM_SCHEDULER_SECRET: secret,
  } = config;
  if (!url || !clientCode || !secret) return undefined;
  return {
    origin: new URL(url).origin,
    form({ oid, usn, timestamp, portal }) {
      // The provider sends the learner back to the page they left, saying why.
      const back = (reason: string) => `${portal}/MyPrograms/programs?examScheduling=${reason}`;
      return {
        action: url,
        fields: {
          CLIENT_CODE: clientCode,
          CLIENT_CANDIDATE_ID: usn,
          EXTERNAL_PAGE_TIMESTAMP: String(timestamp),
          ERROR_URL: back('error'),
          LOGOUT_URL: back('logout'),
          RETURN_URL: back('return'),
          TIMEOUT_URL: back('timeout'),
          EXTERNAL_SESSION_TIMEOUT: String(examSchedulingSessionSeconds),
          ACTION: 'scheduleExam',
          AUTH_HASH: examSchedulingHash({ secret, oid, timestamp, usn }),
        },
      };
    },
  };
}
