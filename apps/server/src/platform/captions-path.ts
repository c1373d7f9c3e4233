/**
 * Where a video's WebVTT captions are: beside it, with the same name and `.vtt` (`video/talk.webm` →
 * `video/talk.vtt`). The staff upload writes them there and the player's answer signs them from there.
 */
export function captionsPathOf(videoPath: string): string {
  return videoPath.replace(/\.[^./]+$/, '.vtt');
}
