import type { ApplyAction } from '@aula/contract/admissions';

const actionOfStatus: Record<number, ApplyAction> = {
  0: 'apply',
  1: 'continueApplication',
  2: 'underReview',
  3: 'start',
  5: 'editApplication',
};

/**
 * What a program's card offers the learner (spec 3 §2): Continue Learning once enrolled; Start for a
 * self-paced program; otherwise by the application's status (4, a refusal, offers nothing).
 */
export function applyAction(program: {
  enrolled: boolean;
  etype: 'instructor' | 'self';
  pstatus: number;
}): ApplyAction | null {
  if (program.enrolled) return 'continueLearning';
  if (program.etype === 'self') return 'start';
  return actionOfStatus[program.pstatus] ?? null;
}
