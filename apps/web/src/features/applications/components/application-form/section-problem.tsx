import { createContext, use } from 'react';

/** The first failed check of the section being saved (spec 3 §5), shown in red under the form. */
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

export const problemMessageId = 'application-section-problem';

/** Props that mark a field invalid when the problem is about it. */
export function useInvalid(field: string): { invalid: boolean; messageId: string } {
  const { problem } = use(SectionProblemContext);
  return { invalid: problem?.field === field, messageId: problemMessageId };
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
