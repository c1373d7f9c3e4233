import type { ExamLearner } from './exam-learners.ts';

/** What an answer save of the bench answers: the assessment, and its questions in turn (single choice). */
export interface AnswerSaves {
  oid: string;
  assessid: string;
  questions: { iid: string; options: number }[];
  /** Each learner's first sequence number (a later run starts above an earlier one's). */
  firstSeq?: number;
}

/**
 * The body of each learner's next answer save (status 0): their own eid, their next sequence number,
 * and an answer to the next question, as the quiz view's queue sends it.
 */
export function answerSaveBodies({ oid, assessid, questions, firstSeq = 1 }: AnswerSaves) {
  const seqs = new Map<string, number>();
  return (learner: ExamLearner): string => {
    const seq = (seqs.get(learner.eid) ?? firstSeq - 1) + 1;
    seqs.set(learner.eid, seq);
    const question = questions[seq % questions.length] as { iid: string; options: number };
    return JSON.stringify({
      oid,
      eid: learner.eid,
      assessid,
      quiztype: 'assess',
      device: 'bench-exam',
      seq,
      quizdata: { response: [{ iid: question.iid, selected: [seq % question.options] }], status: 0 },
    });
  };
}
