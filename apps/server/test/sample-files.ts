/** Small files of each kind an upload may be, as their first bytes really are (what a detector reads). */

/** A one-page PDF. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A 1 x 1 pixel PNG. */
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * samplePng whose header (IHDR) says it is `width` x `height` pixels: what a small file that would decode
 * to a picture far too large to draw declares. The detector and the size reader read only the header.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(samplePng);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** An SVG picture with a script in it, as someone might try to pass off as a PNG. */
export const sampleSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** The start of a JPEG (JFIF) file. */
export const sampleJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\u0000', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

/** A 1 x 1 pixel GIF: a picture, but not a kind learners may upload. */
export const sampleGif = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** A page with a script, as someone might try to pass off as a PDF. */
export const sampleHtml = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** The start of an MP4 video (an ISO base media `ftyp` box). */
export const sampleMp4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom\u0000\u0000\u0002\u0000isomiso2', 'latin1'),
]);

/** The start of an MP3 (an ID3 tag, then an MPEG audio frame header). */
export const sampleMp3 = Buffer.concat([
  Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u000a', 'latin1'),
  Buffer.alloc(10),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400),
]);

/** A silent WAV file's header (RIFF, WAVE, fmt, an empty data chunk). */
export const sampleWav = Buffer.concat([
  Buffer.from('RIFF$\u0000\u0000\u0000WAVEfmt ', 'latin1'),
  Buffer.from('100000000100010044ac000088580100020010006461746100000000', 'hex'),
]);
