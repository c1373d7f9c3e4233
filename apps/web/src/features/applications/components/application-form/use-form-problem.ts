import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-error.ts';
import type { SectionProblem } from './section-problem.tsx';

/** A form's checks as the contract gives them (application-form-checks.ts): a zod schema. */
interface FormChecks {
  safeParse(value: unknown): {
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/**
 * The problem an admission form shows (spec 3 §5: the first failed check, in red under the form, its
 * field marked and focused), from its own checks before a save or from the server's refusal after,
 * and whether the save failed otherwise.
 */
export function useFormProblem<T extends FieldValues>(form: UseFormReturn<T>) {
  const [problem, setProblem] = useState<SectionProblem | null>(null);
  const [failed, setFailed] = useState(false);

  const show = (next: SectionProblem) => {
    setProblem(next);
    // An upload's problem focuses its button (its file input is hidden); any other, its field.
    const upload = document.querySelector<HTMLElement>(`[data-upload="${CSS.escape(next.field)}"]`);
    if (upload) upload.focus();
    else form.setFocus(next.field as Path<T>);
  };

  const clear = () => {
    setProblem(null);
    setFailed(false);
  };

  return {
    problem,
    failed,
    clear,
    /** The save failed for another reason than a check. */
    fail: () => setFailed(true),
    /** Runs the form's checks before a save: shows the first failure and answers false, or clears and answers true. */
    passes(checks: FormChecks, value: unknown): boolean {
      const issue = checks.safeParse(value).error?.issues[0];
      if (issue) {
        show({ field: issue.path.map(String).join('.'), message: issue.message });
        return false;
      }
      clear();
      return true;
    },
    /**
     * A failed save: the server's refusal of a field under `bodyField` (appobj.firstName) is shown at
     * that field, or of one of the `whole` body fields at itself; anything else says the save failed.
     */
    refused(error: unknown, bodyField: string, whole: readonly string[] = []) {
      if (error instanceof ApiError) {
        const prefix = `${bodyField}.`;
        const inBody = Object.keys(error.fields).find((field) => field.startsWith(prefix));
        if (inBody) return show({ field: inBody.slice(prefix.length), message: error.fields[inBody] ?? '' });
        const named = whole.find((field) => error.fields[field] !== undefined);
        if (named) return show({ field: named, message: error.fields[named] ?? '' });
      }
      setFailed(true);
    },
  };
}
