import { storageQuotaBytes, uploadLimitMessages } from '@aula/contract/upload-limits';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { uploadRefusal } from './upload-file.ts';

describe('uploadRefusal', () => {
  it("shows the server's words for a flood, the quota, a used address and a refused file", () => {
    expect(storageQuotaBytes).toBe(500 * 1024 * 1024);
    const cases = [
      { code: 'RATE_LIMITED', status: 429, message: uploadLimitMessages.tooManyUploads(10) },
      { code: 'PAYLOAD_TOO_LARGE', status: 413, message: uploadLimitMessages.quota },
      { code: 'CONFLICT', status: 409, message: uploadLimitMessages.alreadyUsed },
      { code: 'VALIDATION_FAILED', status: 400, message: 'file size is greater than 250kb' },
    ] as const;
    for (const init of cases) expect(uploadRefusal(new ApiError(init), 'failed')).toBe(init.message);
  });

  it("keeps the screen's own words for anything else", () => {
    expect(uploadRefusal(new ApiError({ code: 'INTERNAL', status: 500, message: 'boom' }), 'failed')).toBe(
      'failed',
    );
    expect(uploadRefusal(new Error('offline'), 'failed')).toBe('failed');
  });
});
