import { ApiError } from '../../../../lib/api-error.ts';

/** The server's word on one field of a refused save (its `fields`), if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined;
}
