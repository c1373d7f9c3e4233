import type { z } from 'zod';

export type FieldPath = ReadonlyArray<PropertyKey>;

/** One thing wrong with a bundle: the file (relative to the bundle folder), the field in it, what is wrong. */
export interface BundleProblem {
  file: string;
  path: string;
  message: string;
}

const MAX_LISTED = 20;

function describe(problem: BundleProblem): string {
  return problem.path
    ? `${problem.file}: ${problem.path}: ${problem.message}`
    : `${problem.file}: ${problem.message}`;
}

/** A bundle that cannot be imported; its message lists each problem as `file: field.path: message`. */
export class BundleError extends Error {
  readonly problems: readonly BundleProblem[];

  constructor(problems: readonly BundleProblem[]) {
    const lines = problems.slice(0, MAX_LISTED).map(describe);
    if (problems.length > MAX_LISTED) lines.push(`... and ${problems.length - MAX_LISTED} more problems`);
    super(lines.join('\n'));
    this.name = 'BundleError';
    this.problems = problems;
  }

  static at(file: string, path: FieldPath, message: string): BundleError {
    return new BundleError([{ file, path: formatPath(path), message }]);
  }
}

export function formatPath(path: FieldPath): string {
  return path.map(String).join('.');
}

/** Zod's messages, shortened for authors: "expected number, received string", "required (expected string)". */
function authorMessage(issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/^Invalid input: /, '');
  if (issue.code === 'invalid_type' && message.endsWith('received undefined')) {
    return `required (${message.replace(/, received undefined$/, '')})`;
  }
  return message;
}

export function problemsOf(file: string, error: z.ZodError): BundleProblem[] {
  return error.issues.map((issue) => ({ file, path: formatPath(issue.path), message: authorMessage(issue) }));
}
