import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client.ts';
import { useOrganisation } from '../../../../lib/organisation.ts';
import { courseFileKeys } from './course-file-keys.ts';

/** Where a file or package previews (a package's page signed for the admin, asked anew each opening). */
export function usePreviewCourseFile(ourl: string, sco: string | undefined) {
  const { oid } = useOrganisation();
  return useQuery(
    queryOptions({
      queryKey: courseFileKeys.preview(oid, ourl, sco),
      queryFn: () => callApi('staff/previewCourseFile', { oid, ourl, ...(sco ? { sco } : {}) }),
      gcTime: 0,
      staleTime: 0,
    }),
  );
}
