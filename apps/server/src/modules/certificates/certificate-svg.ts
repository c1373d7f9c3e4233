import { encode } from 'uqr';
import { escapeHtml } from '../../platform/escape-html.ts';

export interface CertificateDrawing {
  organisation: string;
  /** The organisation's logo as a data: address, when it has one the image can carry. */
  logo?: string;
  learnerName: string;
  programTitle: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  certno: string;
  verifyUrl: string;
  /** The template's signature picture (a data: address) and who signs, when the organisation set them (ADR 0092). */
  signature?: string;
  signatoryName?: string;
  signatoryTitle?: string;
}

/** The signature, its line and the signatory under it, centred at x 900 above the footer. */
function signatureBlock(drawing: CertificateDrawing): string {
  const { signature, signatoryName = '', signatoryTitle = '' } = drawing;
  if (!signature && !signatoryName && !signatoryTitle) return '';
  const x = 900;
  return [
    signature
      ? `<image href="${escapeHtml(signature)}" x="${x - 150}" y="800" width="300" height="100" preserveAspectRatio="xMidYMax meet"/>`
      : '',
    `<line x1="${x - 170}" x2="${x + 170}" y1="910" y2="910" stroke="#333333" stroke-width="1.5"/>`,
    `<text x="${x}" y="942" text-anchor="middle" font-size="22" font-weight="bold">${escapeHtml(signatoryName)}</text>`,
    `<text x="${x}" y="972" text-anchor="middle" font-size="20">${escapeHtml(signatoryTitle)}</text>`,
  ].join('');
}

export const certificateWidth = 1600;
export const certificateHeight = 1131;

/** The faces the server renders with (certificate-render.ts loads them; no system font is read). */
const serif = "'DejaVu Serif', serif";
const sans = "'DejaVu Sans', sans-serif";

/** "20 February 2026" from 2026-02-20: a certificate is read by people, in the organisation's words. */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A font size that keeps `text` within `width` (assuming an average glyph of 0.55 em), at most `max`. */
function fitting(text: string, width: number, max: number): number {
  return Math.max(16, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.55))));
}

function line(text: string, y: number, size: number, attributes = ''): string {
  return `<text x="${certificateWidth / 2}" y="${y}" text-anchor="middle" font-size="${size}" ${attributes}>${escapeHtml(text)}</text>`;
}

/**
 * The QR code of `text` as one path of unit squares, scaled to `size` pixels with the standard's
 * four-module quiet zone. Level M survives a crease or a smudge on a printed certificate.
 */
function qrCode(text: string, x: number, y: number, size: number): string {
  const quiet = 4;
  const code = encode(text, { ecc: 'M', border: quiet });
  const scale = size / code.size;
  const squares: string[] = [];
  code.data.forEach((row, my) => {
    row.forEach((dark, mx) => {
      if (dark) squares.push(`M${mx} ${my}h1v1h-1z`);
    });
  });
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    `<rect width="${code.size}" height="${code.size}" fill="#ffffff"/>`,
    `<path d="${squares.join('')}" fill="#000000" shape-rendering="crispEdges"/>`,
    '</g>',
  ].join('');
}

/**
 * The certificate as an SVG picture: the organisation's logo and name, the learner, the program, the
 * date, the certificate number, and a QR code of the public page that confirms it. Everything it needs
 * is inside it (the logo as a data address), so the server renders it to a PNG without fetching anything.
 */
export function renderCertificateSvg(drawing: CertificateDrawing): string {
  const { organisation, learnerName, programTitle, certno, verifyUrl } = drawing;
  const width = certificateWidth;
  const height = certificateHeight;
  const textWidth = 1240;
  const label = `Certificate ${certno}: ${learnerName}, ${programTitle}, ${organisation}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">`,
    `<rect width="${width}" height="${height}" fill="#fffdf7"/>`,
    `<rect x="28" y="28" width="${width - 56}" height="${height - 56}" fill="none" stroke="#0d47a1" stroke-width="8"/>`,
    `<rect x="50" y="50" width="${width - 100}" height="${height - 100}" fill="none" stroke="#c9a227" stroke-width="2"/>`,
    drawing.logo
      ? `<image href="${escapeHtml(drawing.logo)}" x="${width / 2 - 160}" y="86" width="320" height="120"/>`
      : '',
    `<g font-family="${escapeHtml(serif)}" fill="#1a1a1a">`,
    line(organisation, 262, fitting(organisation, textWidth, 40), 'fill="#0d47a1"'),
    line('CERTIFICATE OF COMPLETION', 350, 60, 'letter-spacing="4" fill="#0d47a1"'),
    line('This is to certify that', 430, 30, 'fill="#555555"'),
    line(learnerName, 520, fitting(learnerName, textWidth, 64), 'font-style="italic"'),
    `<line x1="${width / 2 - 360}" x2="${width / 2 + 360}" y1="548" y2="548" stroke="#c9a227" stroke-width="2"/>`,
    line('has successfully completed the program', 612, 30, 'fill="#555555"'),
    line(programTitle, 686, fitting(programTitle, textWidth, 46), 'font-weight="bold"'),
    line(`on ${longDate(drawing.issuedOn)}`, 750, 30, 'fill="#555555"'),
    '</g>',
    `<g font-family="${escapeHtml(sans)}" fill="#333333">`,
    `<text x="110" y="960" font-size="24">Certificate No. <tspan font-weight="bold">${escapeHtml(certno)}</tspan></text>`,
    `<text x="110" y="1000" font-size="20">Verify this certificate at</text>`,
    `<text x="110" y="1030" font-size="20" fill="#0d47a1">${escapeHtml(verifyUrl)}</text>`,
    signatureBlock(drawing),
    '</g>',
    qrCode(verifyUrl, width - 330, height - 330, 240),
    '</svg>',
  ].join('\n');
}
