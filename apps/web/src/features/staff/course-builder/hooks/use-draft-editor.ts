import type { CourseDraft } from '@aula/contract/staff-course-builder';
import type { CourseDraftAnswer } from '../api/course-draft.ts';
import { useSaveCourseDraft } from '../api/save-course-draft.ts';

export interface DraftEditor {
  draft: CourseDraft;
  saving: boolean;
  /** The last save's failure (its fields name what was wrong), until the next save or a dismissal. */
  error: unknown;
  /** Sends the failed save again. */
  retry: () => void;
  dismiss: () => void;
  /** Saves the draft changed by `change`; true once saved, false when refused (the error says why). */
  apply: (change: (draft: CourseDraft) => CourseDraft) => Promise<boolean>;
}

/** Every edit of the builder is one save of the whole draft at the version it was read at. */
export function useDraftEditor(pid: string, tid: string, answer: CourseDraftAnswer): DraftEditor {
  const save = useSaveCourseDraft(pid, tid);
  return {
    draft: answer.draft,
    saving: save.isPending,
    error: save.error,
    retry: () => {
      if (save.variables) save.mutate(save.variables);
    },
    dismiss: save.reset,
    apply: async (change) => {
      try {
        await save.mutateAsync({ draft: change(answer.draft), version: answer.version });
        return true;
      } catch {
        return false;
      }
    },
  };
}
