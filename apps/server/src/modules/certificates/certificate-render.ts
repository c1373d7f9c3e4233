import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** The DejaVu faces the certificate's SVG names, from the dejavu-fonts-ttf package: no system font is read. */
const fontFiles = [
  'DejaVuSerif.ttf',
  'DejaVuSerif-Bold.ttf',
  'DejaVuSerif-Italic.ttf',
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
].map((name) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

/** An A4 page on its side, in PDF points. */
const a4Landscape: [number, number] = [841.89, 595.28];

/** The certificate's SVG drawn as a PNG of the SVG's own size, with the fonts that ship with the server. */
export function certificatePng(svg: string): Uint8Array {
  const resvg = new Resvg(svg, {
    font: {
      fontFiles,
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      serifFamily: 'DejaVu Serif',
      sansSerifFamily: 'DejaVu Sans',
    },
  });
  return resvg.render().asPng();
}

/**
 * The certificate as a one-page A4 landscape PDF holding its PNG, centred and as large as the page
 * allows. Without the library's own metadata (it stamps the time of writing) the same certificate
 * always makes the same file.
 */
export async function certificatePdf(png: Uint8Array, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  const page = pdf.addPage(a4Landscape);
  const image = await pdf.embedPng(png);
  const [pageWidth, pageHeight] = a4Landscape;
  const { width, height } = image.scaleToFit(pageWidth, pageHeight);
  page.drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
  return pdf.save();
}
