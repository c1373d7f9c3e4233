import { expect } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/** A certificate's PNG as the server renders it: the PNG signature and the certificate's 1600 x 1131 pixels. */
export function expectCertificatePng(bytes: Buffer): void {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // IHDR, the first chunk, starts with the width and the height.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 1131]);
}

/** A certificate's PDF as the server renders it: one A4 landscape page. */
export async function expectCertificatePdf(bytes: Buffer): Promise<void> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
}
