import { Resvg } from '@resvg/resvg-js';
import jsQRModule from 'jsqr';

// jsqr is CommonJS: Node's default import is its module object, which carries the function as `default`.
const jsQR = jsQRModule.default;

/**
 * For tests: reads the QR code a certificate's SVG draws, as a phone's camera would. The code's group
 * (`translate`, `scale`, the white square and the path of dark unit squares) is drawn into a bitmap
 * at the size the certificate gives it, and a QR decoder reads that bitmap. Null when nothing decodes.
 */
const qrGroup =
  /<g transform="translate\([\d.]+ [\d.]+\) scale\(([\d.]+)\)"><rect width="(\d+)"[^>]*\/><path d="([^"]*)"/;

export function readCertificateQr(svg: string): string | null {
  const group = qrGroup.exec(svg);
  if (!group) return null;
  const scale = Number(group[1]);
  const modules = Number(group[2]);
  const dark = new Set<string>();
  for (const square of (group[3] ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    dark.add(`${square[1]},${square[2]}`);
  }
  const pixels = Math.round(modules * scale);
  const rgba = new Uint8ClampedArray(pixels * pixels * 4);
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const isDark = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`);
      const offset = (y * pixels + x) * 4;
      rgba.fill(isDark ? 0 : 255, offset, offset + 3);
      rgba[offset + 3] = 255;
    }
  }
  return jsQR(rgba, pixels, pixels)?.data ?? null;
}

/** For tests: a PNG's pixels, decoded by drawing it as the only thing in an SVG of its own size. */
export function decodePng(png: Uint8Array): { width: number; height: number; rgba: Uint8ClampedArray } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // The IHDR chunk, first after the 8-byte signature, starts with the width and the height.
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, rgba: new Uint8ClampedArray(image.pixels) };
}

/** For tests: reads the QR code anywhere on a certificate's PNG, as a phone's camera would. */
export function readPngQr(png: Uint8Array): string | null {
  const { width, height, rgba } = decodePng(png);
  return jsQR(rgba, width, height)?.data ?? null;
}
