import { describe, expect, it } from 'vitest';
import { ApiError, parseApiError } from './api-error.ts';

describe('parseApiError', () => {
  it('reads the envelope: code, message, fields and status', () => {
    const error = parseApiError(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Bad input',
        fields: { oid: 'required', 'a.b': 'too long' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Bad input',
      status: 400,
      fields: { oid: 'required', 'a.b': 'too long' },
    });
  });

  it('keeps the code the server sent even when the status would say otherwise', () => {
    const error = parseApiError(400, { error: { code: 'USER_NOT_FOUND', message: 'User does not exist' } });
    expect(error.code).toBe('USER_NOT_FOUND');
    expect(error.message).toBe('User does not exist');
    expect(error.fields).toEqual({});
  });

  it('drops field entries that are not text', () => {
    const error = parseApiError(400, {
      error: { code: 'BAD_REQUEST', message: 'x', fields: { a: 'ok', b: 3 } },
    });
    expect(error.fields).toEqual({ a: 'ok' });
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [418, 'BAD_REQUEST'],
    [502, 'INTERNAL'],
  ] as const)('falls back on the status (%i) when the body is not an envelope', (status, code) => {
    const error = parseApiError(status, '<html>Bad gateway</html>');
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('does not trust a code outside the contract', () => {
    expect(parseApiError(500, { error: { code: 'TEAPOT', message: 'no' } }).code).toBe('INTERNAL');
    expect(parseApiError(404, { error: 'nope' }).code).toBe('NOT_FOUND');
  });
});
