import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useOrganisation } from '../../../lib/organisation.ts';
import { useSessionUser } from '../../../lib/session.ts';

/**
 * Where an object's file is on the content origin, signed for the learner (getObjectContent): an html or
 * interactivity page (ADR 0083), a video with its captions, audio or a PDF (ADR 0095). Asked for each
 * time the object is shown; it lasts a few hours.
 */
export function useObjectContent(bcid: string, objid: string) {
  const { oid } = useOrganisation();
  const { username } = useSessionUser();
  return useQuery({
    queryKey: ['course-player', 'content', oid, username, bcid, objid],
    queryFn: ({ signal }) => callApi('getObjectContent', { oid, eid: username, bcid, objid }, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
