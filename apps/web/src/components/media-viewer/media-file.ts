import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A file the viewer shows: its title, its kind and its address (the portal's public media, or a course's
 * file on the content origin, signed for the learner: ADR 0095).
 */
export interface ViewedFile {
  title: string;
  kind: 'pdf' | 'video' | 'audio' | 'image';
  src: string;
}

/**
 * The bytes of a file at its address (pdf.js draws from bytes). No cookie goes with it: public media need
 * none, and the content origin lets the portal read what it signed (ADR 0095).
 */
export const mediaBytesQuery = (src: string) =>
  queryOptions({
    queryKey: ['media-bytes', src] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(src, { credentials: 'same-origin', signal });
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      return response.arrayBuffer();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMediaBytes(src: string) {
  return useQuery(mediaBytesQuery(src));
}
