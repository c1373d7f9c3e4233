import { createContext, use } from 'react';

/** The first failed check of the section being saved (spec 3 §5), shown in red under the form. */
export interface SectionProblem {
  field: string;
  message: string;
}

export const SectionProblemContext = createContext<SectionProblem | null>(null);

export const problemMessageId = 'application-section-problem';

/** Props that mark a field invalid when the problem is about it. */
export function useInvalid(field: string): { invalid: boolean; messageId: string } {
  const problem = use(SectionProblemContext);
  return { invalid: problem?.field === field, messageId: problemMessageId };
}
