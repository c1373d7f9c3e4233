import { useMemo } from 'react';
import { encode } from 'uqr';

/** The dark modules of a QR code of `text`, as one SVG path of unit squares (uqr, ADR 0023). */
export function qrCodePath(text: string): { size: number; path: string } {
  const code = encode(text, { ecc: 'M', border: 4 });
  const squares: string[] = [];
  code.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: code.size, path: squares.join('') };
}

/**
 * The otpauth:// address as a QR code for an authenticator app to scan, drawn here in the browser:
 * the secret never leaves the page for an image service. Black on white whatever the theme.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => qrCodePath(uri), [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" shapeRendering="crispEdges" />
    </svg>
  );
}
