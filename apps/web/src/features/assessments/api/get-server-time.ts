import { serverTimeDelayMs } from '@aula/contract/assessments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * How far the server's clock is ahead of this device's (ms), asked again every `delay` ms as the server
 * says. The quiz's countdown reads the device's clock plus this offset, so a device whose clock is a
 * day off still counts down to the server's end. The answer's moment is taken halfway through the call.
 */
export function useServerOffset(assessid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  const query = useQuery({
    queryKey: ['server-time', oid, username, assessid],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const { itime, delay } = await callApi('getServerTime', { oid, eid: username, assessid }, { signal });
      const received = Date.now();
      return { offset: itime - (sent + received) / 2, delay };
    },
    refetchInterval: (current) => current.state.data?.delay ?? serverTimeDelayMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  return query.data?.offset;
}
