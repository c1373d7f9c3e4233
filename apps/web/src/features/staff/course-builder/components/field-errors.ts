import { ApiError } from '../../../../lib/api-error.ts';

/**
 * The server's field errors by the field's own name (`draft.nuggets.0.objects.1.url` gives `url`), for
 * the form that edits that one item.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path.split('.').at(-1) ?? path, message]),
  );
}

/** Zod's issues by their field's name, for checking a form before it is sent. */
export function issuesOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path.at(-1) ?? ''), issue.message]));
}
