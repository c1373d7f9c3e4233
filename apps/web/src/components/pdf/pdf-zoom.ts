/** Zoom levels of a PDF (1 is one PDF point to one CSS pixel), stepped through by the zoom buttons. */
export const zoomSteps = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const minZoom = zoomSteps[0];
export const maxZoom = zoomSteps[zoomSteps.length - 1] as number;

/**
 * The smallest zoom a PDF opens at: its 11-point body text is then 11 CSS pixels. A page wider than the
 * screen at this zoom scrolls sideways inside its frame rather than shrink below it.
 */
export const readableZoom = 1;

export function clampZoom(zoom: number): number {
  return Math.min(maxZoom, Math.max(minZoom, zoom));
}

/** The zoom at which a page `pageWidth` wide fills a frame `frameWidth` wide. */
export function fitZoom(frameWidth: number, pageWidth: number): number {
  return clampZoom(frameWidth / pageWidth);
}

/** The zoom a PDF opens at: the frame's width on a wide screen, never below the readable zoom. */
export function openingZoom(frameWidth: number, pageWidth: number): number {
  return Math.max(readableZoom, fitZoom(frameWidth, pageWidth));
}

/** The next step above `zoom` (or the largest). */
export function zoomedIn(zoom: number): number {
  return zoomSteps.find((step) => step > zoom + 0.001) ?? maxZoom;
}

/** The next step below `zoom` (or the smallest). */
export function zoomedOut(zoom: number): number {
  return [...zoomSteps].reverse().find((step) => step < zoom - 0.001) ?? minZoom;
}
