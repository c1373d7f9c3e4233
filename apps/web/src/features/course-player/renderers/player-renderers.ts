import type { ComponentType } from 'react';
import type { ObjectRendererProps, ObjectType } from '../../../components/object-renderer.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { AudioRenderer } from './audio-renderer.tsx';
import { FramedPageRenderer } from './framed-page-renderer.tsx';
import { VideoRenderer } from './video-renderer.tsx';
import { VideoSiteRenderer } from './video-site-renderer.tsx';

// pdf.js is large: its renderer (and pdf.js with it) loads only when a pdf object opens.
const PdfRenderer = lazyComponent(() => import('./pdf-renderer.tsx').then((m) => m.PdfRenderer));

/** The course player's own renderers, by object type; the app layer adds those of other features. */
export const playerRenderers: Partial<Record<ObjectType, ComponentType<ObjectRendererProps>>> = {
  video: VideoRenderer,
  audio: AudioRenderer,
  podcast: AudioRenderer,
  pdf: PdfRenderer,
  html: FramedPageRenderer,
  interactivity: FramedPageRenderer,
  vimeo: VideoSiteRenderer,
  youtube: VideoSiteRenderer,
};
