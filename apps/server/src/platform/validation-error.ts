import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Turns a zod failure into a 400 that names each field that was wrong. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '(body)';
    fields[path] ??= issue.message;
  }
  const names = Object.keys(fields).slice(0, 5).join(', ');
  return new AppError('VALIDATION_FAILED', `Invalid request: check ${names}.`, fields);
}
