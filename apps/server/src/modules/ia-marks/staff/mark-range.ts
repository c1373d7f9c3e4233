import { iaMarkStep } from '@aula/contract/staff-ia-marks';

/** What is wrong with marks for a component of maximum `maxMarks`: null when they are 0 to it in halves. */
export function markProblem(marks: number, maxMarks: number): string | null {
  if (!Number.isFinite(marks) || marks < 0 || marks > maxMarks) return `must be from 0 to ${maxMarks}`;
  if (!Number.isInteger(marks / iaMarkStep)) return `must be a whole number or a half`;
  return null;
}
