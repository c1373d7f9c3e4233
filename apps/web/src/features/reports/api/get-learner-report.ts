import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type OperationOutput } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

export type LearnerReport = OperationOutput<'getLearnerReport'>;
export type ReportProgram = LearnerReport['programs'][number];
export type ReportCourse = ReportProgram['courses'][number];

export const reportKeys = {
  all: ['reports'] as const,
  learner: (oid: string, eid: string) => [...reportKeys.all, 'learner', oid, eid] as const,
};

/** The learner's own progress, time spent and scores (Reports and analytics). */
export const learnerReportQuery = (oid: string, eid: string) =>
  queryOptions({
    queryKey: reportKeys.learner(oid, eid),
    queryFn: ({ signal }) => callApi('getLearnerReport', { oid, eid }, { signal }),
    staleTime: 60_000,
  });

export function useLearnerReport() {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery(learnerReportQuery(oid, username));
}
