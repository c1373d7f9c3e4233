import { serverTimeDelayMs } from '@aula/contract/assessment-limits';
import { type ClockReading, weighReading } from '@aula/contract/server-clock';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** What the quiz's countdown reads from the server's clock. */
export interface ServerClock {
  /** How far the server's clock is ahead of this device's (ms). */
  offset: number;
  /** The learner's end of the assessment as the server holds it now (their extra time applied, ADR 0073). */
  enddate: string | null | undefined;
}

/**
 * The server's clock, asked again every `delay` ms as the server says: how far it is ahead of this
 * device's, and the learner's end of the assessment. The quiz's countdown reads the device's clock plus
 * the offset, so a device whose clock is a day off still counts down to the server's end; and it counts
 * down to the end the last answer gave, so extra time granted during the attempt moves it at the next
 * poll. The offset is that of the quickest of the last polls (server-clock.ts): a slow answer, whose
 * moment within its call is known only to half its round trip, does not move the countdown.
 */
export function useServerClock(assessid: string): ServerClock | undefined {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  // The device's clock is in the answer's reading: never asked by the server's prerender, nor shown
  // before the browser has taken the page over.
  const hydrated = useHydrated();
  const readings = useRef<ClockReading[]>([]);
  const query = useQuery({
    queryKey: ['server-time', oid, username, assessid],
    enabled: hydrated,
    queryFn: async ({ signal }) => {
      // The round trip by the monotonic clock: the device's clock may be set during the call.
      const [sent, started] = [Date.now(), performance.now()];
      const { itime, delay, enddate } = await callApi(
        'getServerTime',
        { oid, eid: username, assessid },
        { signal },
      );
      const roundTrip = performance.now() - started;
      const weighed = weighReading(readings.current, { offset: itime - (sent + roundTrip / 2), roundTrip });
      readings.current = weighed.readings;
      return { offset: weighed.offset, delay, enddate };
    },
    refetchInterval: (current) => current.state.data?.delay ?? serverTimeDelayMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  return query.data && { offset: query.data.offset, enddate: query.data.enddate };
}
