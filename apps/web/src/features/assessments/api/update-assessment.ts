import type { Attempt, QuizKind } from '@aula/contract/assessments';
import { callApi } from '../../../lib/api-client.ts';
import type { Answer } from './get-assessment-quiz.ts';

/** One save as the device queues it: its sequence number, the answers it carries, and 1 to submit. */
export interface QueuedSave {
  seq: number;
  response: Answer[];
  status: 0 | 1;
}

export interface SaveTarget {
  oid: string;
  eid: string;
  assessid: string;
  quiztype: QuizKind;
  device: string;
}

/**
 * Sends one queued save; the server ignores it when it has a newer one from this device. `keepalive`
 * lets it finish after the page is closed: the same save sent again later changes nothing.
 */
export function sendSave(
  target: SaveTarget,
  save: QueuedSave,
  options: { keepalive?: boolean } = {},
): Promise<Attempt> {
  return callApi(
    'updateAssessment',
    { ...target, seq: save.seq, quizdata: { response: save.response, status: save.status } },
    options,
  );
}
