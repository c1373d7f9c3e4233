import type { AppServices } from './app-services.ts';
import { fileAddress, pageAddress } from './content-address.ts';
import { contentUrl } from './public-url.ts';

/**
 * Learning objects (`otype`) and announcements (`type`) whose file is a page: it runs on the content
 * origin under an address signed for its folder, so the files beside it are its own (ADR 0083, 0095).
 */
export const pageTypes: ReadonlySet<string> = new Set(['html', 'interactivity', 'Interactivity']);

/** Addresses on the content origin for one person at one time, each given a media path of their organisation. */
export interface ContentSigner {
  /** A page, signed for its folder so its relative addresses work (ADR 0083). */
  page(path: string): string;
  /** One file (a video, its captions, audio, a PDF), signed for itself alone (ADR 0095). */
  file(path: string): string;
}

/**
 * Signs `who`'s organisation's files on the content origin at `now`: made once per answer that hands
 * a learner (an admin previewing, a shared link's holder) a course's pages or files.
 */
export async function contentSigner(
  { files, config }: Pick<AppServices, 'files' | 'config'>,
  who: { oid: string; eid: string },
  now: Date,
): Promise<ContentSigner> {
  const secret = await files.addressSecret();
  const origin = contentUrl(config);
  return {
    page: (path) => pageAddress(secret, origin, who, path, now),
    file: (path) => fileAddress(secret, origin, who, path, now),
  };
}
