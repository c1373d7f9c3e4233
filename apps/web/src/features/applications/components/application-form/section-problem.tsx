import { createContext, use } from 'react';

/** The first failed check of the section being saved (spec 3 §5), shown by its field and summed up above the form. */
export interface SectionProblem {
  field: string;
  message: string;
}

/** The section's problem, and how a field whose problem the learner has acted on takes it away. */
export interface SectionProblemState {
  problem: SectionProblem | null;
  dismiss: () => void;
}

export const SectionProblemContext = createContext<SectionProblemState>({ problem: null, dismiss: () => {} });

/** The id of the element that takes a field's value (an upload: its Choose button), the summary's link target. */
export function fieldElementId(field: string): string {
  return `application-field-${field.replace(/[^\w-]/g, '-')}`;
}

/** The id of the problem's message under its field, which the field is described by (MUI's helper text id). */
export function fieldMessageId(field: string): string {
  return `${fieldElementId(field)}-helper-text`;
}

/** Whether the problem is about `field`, with the message to show by it and the ids that tie them. */
export function useInvalid(field: string): {
  invalid: boolean;
  message: string | null;
  id: string;
  messageId: string;
} {
  const { problem } = use(SectionProblemContext);
  const invalid = problem?.field === field;
  return {
    invalid,
    message: invalid && problem ? problem.message : null,
    id: fieldElementId(field),
    messageId: fieldMessageId(field),
  };
}

/**
 * Takes the problem away when it is about `field`: a document chosen again answers its 'Please upload …'
 * (the new file is uploaded, or refused with its own message beside it, never both at once).
 */
export function useDismissProblem(field: string): () => void {
  const { problem, dismiss } = use(SectionProblemContext);
  return () => {
    if (problem?.field === field) dismiss();
  };
}
