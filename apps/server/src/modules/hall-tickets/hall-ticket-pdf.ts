import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);
const regularFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFont = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What one hall ticket prints. */
export interface HallTicketSheet {
  organisation: string;
  /** The template's logo (PNG or JPEG bytes), when the organisation has one. */
  logo: { bytes: Uint8Array; contentType: string } | null;
  learnerName: string;
  email: string;
  /** The learner's university seat number (USN), when the enrolment has one. */
  usn: string | null;
  programme: string;
  batch: string;
  exam: string;
  centre: string;
  /** "12 June 2027". */
  date: string;
  /** "09:30". */
  time: string;
}

/** An A4 page, in PDF points. */
const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.1);
const blue = rgb(0.05, 0.28, 0.63);

async function embedLogo(document: PDFDocument, logo: HallTicketSheet['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  return logo.contentType === 'image/png' ? document.embedPng(logo.bytes) : document.embedJpg(logo.bytes);
}

/** Writes `label: value` rows from `y` down, the value wrapped to the page; answers the next free y. */
function rows(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  lines: [string, string][],
  top: number,
) {
  let y = top;
  const valueX = margin + 150;
  const width = a4[0] - valueX - margin;
  for (const [label, value] of lines) {
    page.drawText(label, { x: margin, y, size: 11, font: fonts.bold, color: ink });
    page.drawText(value, {
      x: valueX,
      y,
      size: 11,
      font: fonts.regular,
      color: ink,
      maxWidth: width,
      lineHeight: 15,
    });
    const wrapped = Math.max(1, Math.ceil(fonts.regular.widthOfTextAtSize(value, 11) / width));
    y -= 15 * wrapped + 12;
  }
  return y;
}

/**
 * One learner's hall ticket as a one-page A4 PDF: the organisation's logo and name, the learner, the
 * programme and batch, the exam with its centre, day and time, and a line for the invigilator. Text is
 * set in DejaVu Sans (embedded, subset), so names in any script the font covers print as typed; the
 * document's title names the learner and the exam. No photo: the spec's hall ticket shows none.
 */
export async function renderHallTicketPdf(sheet: HallTicketSheet): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const fonts = {
    regular: await document.embedFont(await readFile(regularFont), { subset: true }),
    bold: await document.embedFont(await readFile(boldFont), { subset: true }),
  };
  document.setTitle(`Hall ticket: ${sheet.learnerName}, ${sheet.exam}`);
  const page = document.addPage(a4);
  let y = a4[1] - margin;
  const logo = await embedLogo(document, sheet.logo);
  if (logo) {
    const scaled = logo.scaleToFit(200, 70);
    page.drawImage(logo, { x: (a4[0] - scaled.width) / 2, y: y - scaled.height, ...scaled });
    y -= scaled.height + 20;
  }
  const centred = (text: string, size: number, font: PDFFont, color = ink) => {
    const width = Math.min(font.widthOfTextAtSize(text, size), a4[0] - 2 * margin);
    page.drawText(text, { x: (a4[0] - width) / 2, y, size, font, color, maxWidth: a4[0] - 2 * margin });
    y -= size + 12;
  };
  centred(sheet.organisation, 16, fonts.bold, blue);
  centred('HALL TICKET', 22, fonts.bold, blue);
  centred(sheet.exam, 13, fonts.regular);
  y -= 10;
  page.drawLine({ start: { x: margin, y }, end: { x: a4[0] - margin, y }, thickness: 1, color: blue });
  y -= 28;
  y = rows(
    page,
    fonts,
    [
      ['Name', sheet.learnerName],
      ['E-mail', sheet.email],
      ['Seat number (USN)', sheet.usn ?? '—'],
      ['Programme', sheet.programme],
      ['Batch', sheet.batch],
      ['Examination centre', sheet.centre],
      ['Date', sheet.date],
      ['Reporting time', sheet.time],
    ],
    y,
  );
  y -= 12;
  page.drawText('Bring this hall ticket and an identity document with your photograph to the centre.', {
    x: margin,
    y,
    size: 10,
    font: fonts.regular,
    color: ink,
    maxWidth: a4[0] - 2 * margin,
  });
  page.drawLine({
    start: { x: a4[0] - margin - 200, y: 110 },
    end: { x: a4[0] - margin, y: 110 },
    thickness: 0.8,
    color: ink,
  });
  page.drawText('Invigilator', { x: a4[0] - margin - 200, y: 94, size: 10, font: fonts.regular, color: ink });
  return document.save();
}
