import { describe, expect, it } from 'vitest';
import { embedAddress } from './video-site-address.ts';

describe('embedAddress', () => {
  it('turns YouTube pages, short links and embeds into the privacy-enhanced player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=3PmVJQUCm4E',
      'https://youtu.be/3PmVJQUCm4E',
      'https://www.youtube.com/embed/3PmVJQUCm4E',
    ]) {
      expect(embedAddress('youtube', url), url).toBe('https://www.youtube-nocookie.com/embed/3PmVJQUCm4E');
    }
  });

  it('turns Vimeo pages and players into the player address', () => {
    expect(embedAddress('vimeo', 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedAddress('vimeo', 'https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('gives nothing for an address without a video or with a doubtful id', () => {
    expect(embedAddress('youtube', 'https://www.youtube.com/')).toBeNull();
    expect(embedAddress('youtube', 'https://youtu.be/a"onload=x')).toBeNull();
    expect(embedAddress('vimeo', 'not an address')).toBeNull();
  });
});
