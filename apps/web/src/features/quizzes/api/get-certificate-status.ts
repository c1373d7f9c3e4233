import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { quizKeys } from './get-quiz.ts';

/** The learner's certificate of batch `bpid` if issued, else the courses of it still to complete (ADR 0080). */
export function useCertificateStatus(bpid: string | undefined) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: [...quizKeys.all, 'certificate-status', oid, username, bpid] as const,
    queryFn: ({ signal }) =>
      callApi('getCertificateStatus', { oid, eid: username, bpid: bpid ?? '' }, { signal }),
    enabled: bpid !== undefined,
    staleTime: 0,
  });
}
