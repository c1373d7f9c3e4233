import type { ErrorCode, ErrorEnvelope } from '@aula/contract/errors';

/** The contract's codes, plus NETWORK for a request that never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/**
 * Every code of the contract, checked by the compiler in both directions (a code added to or removed
 * from the contract fails the type check here), so an answer's code can be trusted without zod.
 */
const contractCodes: Record<ErrorCode, true> = {
  BAD_REQUEST: true,
  VALIDATION_FAILED: true,
  UNAUTHENTICATED: true,
  SESSION_EXPIRED: true,
  FORBIDDEN: true,
  PASSWORD_CHANGE_REQUIRED: true,
  SECOND_FACTOR_REQUIRED: true,
  NOT_FOUND: true,
  CONFLICT: true,
  RATE_LIMITED: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  USER_NOT_FOUND: true,
  USER_NOT_CONFIRMED: true,
  NOT_AUTHORIZED: true,
  USERNAME_EXISTS: true,
  INVALID_PARAMETER: true,
  INVALID_PASSWORD: true,
  CODE_MISMATCH: true,
  EXPIRED_CODE: true,
  NOT_CONFIGURED: true,
  INTERNAL: true,
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(contractCodes, value);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  /** Field path to what was wrong with it, for forms to show beside the field. */
  readonly fields: Record<string, string>;

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
  }
}

/** The code an answer without our envelope (a proxy's error page, say) most likely means. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The envelope's `error` when the body is one (`{ error: { code, message, fields? } }`), else undefined. */
function readEnvelope(payload: unknown): ErrorEnvelope['error'] | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined;
  const { error } = payload;
  if (typeof error !== 'object' || error === null || !('code' in error) || !isErrorCode(error.code)) {
    return undefined;
  }
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  const fields = 'fields' in error ? stringFields(error.fields) : undefined;
  return fields ? { code: error.code, message, fields } : { code: error.code, message };
}

/** Reads a failed answer once, whatever its body, into an `ApiError`. */
export function parseApiError(status: number, payload: unknown): ApiError {
  const error = readEnvelope(payload);
  if (error) return new ApiError({ ...error, status });
  return new ApiError({ code: codeOfStatus(status), status, message: `The server answered ${status}.` });
}

export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    code: 'NETWORK',
    status: 0,
    message: `The request did not reach the server: ${detail}`,
  });
}
