import { miniAssignmentMessages } from '@aula/contract/mini-assignments';
import { AppError } from '../../platform/app-error.ts';

/** True once the deadline has passed, by the server's clock. */
export function deadlineOver(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime();
}

/** Refuses any change to a mini assignment after its deadline. */
export function assertBeforeDeadline(deadline: Date | null, now: Date): void {
  if (deadlineOver(deadline, now)) {
    throw new AppError('FORBIDDEN', miniAssignmentMessages.deadlineOver, { quizid: 'deadline over' });
  }
}
