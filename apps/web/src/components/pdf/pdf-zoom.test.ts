import { describe, expect, it } from 'vitest';
import { fitZoom, openingZoom, zoomedIn, zoomedOut } from './pdf-zoom.ts';

describe('PDF zoom', () => {
  it('opens an A4 page at the frame width on a wide screen', () => {
    expect(openingZoom(900, 595)).toBeCloseTo(900 / 595);
  });

  it('opens at the readable zoom on a phone, where fitting the width would shrink the text', () => {
    expect(fitZoom(336, 595)).toBeCloseTo(0.565, 2);
    expect(openingZoom(336, 595)).toBe(1);
  });

  it('steps in and out from any zoom, a fitted one included, within the limits', () => {
    expect(zoomedIn(1)).toBe(1.25);
    expect(zoomedIn(0.565)).toBe(0.75);
    expect(zoomedOut(0.565)).toBe(0.5);
    expect(zoomedOut(1.51)).toBe(1.5);
    expect(zoomedIn(4)).toBe(4);
    expect(zoomedOut(0.25)).toBe(0.25);
  });
});
