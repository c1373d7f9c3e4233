import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../../lib/api-client.ts';
import { markingKeys } from './marking-keys.ts';

export type AttemptForMarking = OperationOutput<'staff/getAttemptForMarking'>;
export type MarkingQuestion = AttemptForMarking['questions'][number];
export type MarkedAnswer = MarkingQuestion['answer'];

export const attemptForMarkingQuery = (oid: string, assessid: string, eid: string) =>
  queryOptions({
    queryKey: markingKeys.attempt(assessid, eid),
    queryFn: ({ signal }) => callApi('staff/getAttemptForMarking', { oid, assessid, eid }, { signal }),
    // The version a save echoes is the one read here, and the file addresses expire: never an old copy.
    staleTime: 0,
  });

/** A learner's submitted attempt with its questions, answers, marks and version. */
export function useAttemptForMarking(oid: string, assessid: string, eid: string) {
  return useQuery(attemptForMarkingQuery(oid, assessid, eid));
}
