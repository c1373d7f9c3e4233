import { queryOptions, useQuery } from '@tanstack/react-query';

/** A file the viewer shows: its title, its kind and its address (a media address of the portal). */
export interface ViewedFile {
  title: string;
  kind: 'pdf' | 'video' | 'audio' | 'image';
  src: string;
}

/** The bytes of a file at an address of the portal (pdf.js draws from bytes). */
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
