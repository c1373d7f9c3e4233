import { describe, expect, it } from 'vitest';
import { acceptsAnswers, isOpen, learnerTimes } from './assessment-window.ts';

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const exam = { quiztype: 'assess' as const, startdate: at('10:00'), enddate: at('11:00'), answerdate: null };

describe("a learner's times with their accommodation", () => {
  it('move the end by the extra minutes, and answers are taken until it plus the grace', () => {
    const times = learnerTimes(exam, { extraMinutes: 10, windowStart: null, windowEnd: null });
    expect(times.enddate).toEqual(at('11:10'));
    expect(acceptsAnswers(times, at('11:11'))).toBe(true);
    expect(acceptsAnswers(exam, at('11:11'))).toBe(false);
    expect(acceptsAnswers(times, at('11:12'))).toBe(false);
  });

  it('take their own window, its end moved by the extra minutes', () => {
    const times = learnerTimes(exam, { extraMinutes: 5, windowStart: at('13:00'), windowEnd: at('14:00') });
    expect(times).toMatchObject({ startdate: at('13:00'), enddate: at('14:05') });
    expect(isOpen(times, at('12:00'))).toBe(false);
    expect(isOpen(times, at('13:30'))).toBe(true);
  });

  it('are never earlier than the assessment’s own (an import moved it past the window)', () => {
    const times = learnerTimes(exam, { extraMinutes: 0, windowStart: at('08:00'), windowEnd: at('09:00') });
    expect(times).toMatchObject({ startdate: at('10:00'), enddate: at('11:00') });
  });

  it('leave an assignment and a learner without one alone', () => {
    expect(learnerTimes(exam, null)).toBe(exam);
    const assignment = { ...exam, quiztype: 'assign' as const };
    expect(learnerTimes(assignment, { extraMinutes: 10, windowStart: null, windowEnd: null })).toBe(
      assignment,
    );
  });
});
