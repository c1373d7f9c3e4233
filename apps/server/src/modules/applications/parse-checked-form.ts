import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';

/**
 * An admission form's data as its checks take it (the wizard's section, the university form's, the
 * paper form), or the 400 the form shows: the first failed check's message, named by the body's path
 * to its field (`appobj.firstName`, `form.tenth.subjects.0.grade`).
 */
export function parseCheckedForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
  bodyField: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? `Invalid ${bodyField}`;
  throw new AppError('VALIDATION_FAILED', message, {
    [[bodyField, ...(issue?.path ?? [])].join('.')]: message,
  });
}
