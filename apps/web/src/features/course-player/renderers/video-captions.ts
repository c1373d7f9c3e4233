import { queryOptions, useQuery } from '@tanstack/react-query';

/** A video's captions: a WebVTT file beside it with the same name (`video/talk.webm` → `video/talk.vtt`). */
export function captionsAddress(videoSrc: string): string {
  return videoSrc.replace(/\.[^./]+$/, '.vtt');
}

/** Whether the captions file exists (asked once per video; none is a normal answer). */
export function useCaptions(videoSrc: string) {
  const src = captionsAddress(videoSrc);
  return useQuery(
    queryOptions({
      queryKey: ['video-captions', src] as const,
      queryFn: async ({ signal }) => {
        const response = await fetch(src, { method: 'HEAD', credentials: 'same-origin', signal });
        return response.ok ? src : null;
      },
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  ).data;
}
