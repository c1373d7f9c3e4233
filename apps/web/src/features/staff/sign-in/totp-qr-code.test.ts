// @vitest-environment node
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrCodePath } from './components/totp-qr-code.tsx';

// jsqr is CommonJS: under Node its default import may be the module object carrying the function.
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule;

/** Draws the path's unit squares into a bitmap, 4 pixels a module, and reads it as a camera would. */
function readPath({ size, path }: { size: number; path: string }): string | null {
  const scale = 4;
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
  const pixels = size * scale;
  const rgba = new Uint8ClampedArray(pixels * pixels * 4);
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const offset = (y * pixels + x) * 4;
      rgba.fill(dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255, offset, offset + 3);
      rgba[offset + 3] = 255;
    }
  }
  return jsQR(rgba, pixels, pixels)?.data ?? null;
}

describe('the enrolment QR code', () => {
  it('reads back as the otpauth address an authenticator app needs', () => {
    const uri =
      'otpauth://totp/Test%20University:priya.raman%40example.edu?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Test%20University&algorithm=SHA1&digits=6&period=30';
    expect(readPath(qrCodePath(uri))).toBe(uri);
  });
});
