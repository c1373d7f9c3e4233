import type { z } from 'zod';

/*
 * The one check runner of the admission forms (the wizard, the university form and the paper-style
 * form), shared by each form and the server: a form's checks run in the spec's order and only the
 * first failure is reported (spec 3 §5), with the spec's message, at the field it concerns.
 */

/** A field of the form, or a path into it with dots ('tenth.subjects.0.grade'). */
export type CheckField<T> = (keyof T & string) | `${keyof T & string}.${string}`;

/** One rule of a form: where its problem is shown, when the value fails it, and the spec's words. */
export interface Check<T, Context = undefined> {
  field: CheckField<T>;
  fails: (value: T, context: Context) => boolean;
  message: string;
}

/** Nothing but white space. */
export const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** The fields of T that hold text. */
export type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** The check that a text field is filled (not blank), with the spec's message for it. */
export function required<T, Context = undefined>(field: TextField<T>, message: string): Check<T, Context> {
  return { field, fails: (value) => blank(value[field] as string), message };
}

/** The first check `value` fails, in order. */
export function firstProblem<T, Context>(
  checks: readonly Check<T, Context>[],
  value: T,
  context: Context,
): Check<T, Context> | undefined {
  return checks.find((check) => check.fails(value, context));
}

/** The path of a check's field, as zod reports it: 'tenth.subjects.0.grade' is ['tenth', 'subjects', 0, 'grade']. */
export function fieldPath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part));
}

/** `schema` with `checks` run after its formats: the first failure becomes its only issue. */
export function checkedSchema<S extends z.ZodType, Context>(
  schema: S,
  checks: readonly Check<z.output<S>, Context>[],
  context: Context,
) {
  return schema.superRefine((value, refinement) => {
    const problem = firstProblem(checks, value, context);
    if (problem) {
      refinement.addIssue({ code: 'custom', path: fieldPath(problem.field), message: problem.message });
    }
  });
}
