import { z } from 'zod';

/** Every error the API answers with has one of these codes. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'SECOND_FACTOR_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'USER_NOT_FOUND',
  'USER_NOT_CONFIRMED',
  'NOT_AUTHORIZED',
  'USERNAME_EXISTS',
  'INVALID_PARAMETER',
  'INVALID_PASSWORD',
  'CODE_MISMATCH',
  'EXPIRED_CODE',
  'NOT_CONFIGURED',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const statusOfCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  USER_NOT_FOUND: 400,
  USER_NOT_CONFIRMED: 400,
  NOT_AUTHORIZED: 400,
  USERNAME_EXISTS: 409,
  INVALID_PARAMETER: 400,
  INVALID_PASSWORD: 400,
  CODE_MISMATCH: 400,
  EXPIRED_CODE: 400,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

/** The one shape of every error answer: `{ error: { code, message, fields? } }`. */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Field path (dotted) to what was wrong with it. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
