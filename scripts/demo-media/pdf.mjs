// A small PDF writer: Helvetica text, word wrap, headings, bullets, page header and footer. The output is
// a real PDF 1.4 file (cross-reference table with exact byte offsets) that any viewer, pdf.js included, opens.

const PAGE = { width: 595, height: 842, margin: 56 }; // A4 in points

function escapeText(text) {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Rough Helvetica advance width (in em) by character class; good enough to wrap lines. */
function textWidth(text, size) {
  let em = 0;
  for (const ch of text) {
    if ("il.,:;|!'’".includes(ch)) em += 0.28;
    else if ('mwMW'.includes(ch)) em += 0.83;
    else if (ch === ' ') em += 0.28;
    else if (ch >= 'A' && ch <= 'Z') em += 0.67;
    else em += 0.53;
  }
  return em * size;
}

function wrap(text, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays out `document` ({ title, subtitle, accent: [r,g,b], blocks: [{ heading } | { text } | { bullets }] })
 * on as many A4 pages as it needs and answers the PDF bytes.
 */
export function buildPdf(document) {
  const { title, subtitle, accent = [0.12, 0.3, 0.55], blocks } = document;
  const pages = [];
  let ops = [];
  let y = 0;
  const contentWidth = PAGE.width - 2 * PAGE.margin;

  const text = (x, yy, size, font, value) =>
    ops.push(`BT /${font} ${size} Tf ${x.toFixed(1)} ${yy.toFixed(1)} Td (${escapeText(value)}) Tj ET`);

  function newPage() {
    ops = [];
    pages.push(ops);
    // Header band in the accent colour, with the document title.
    ops.push(`${accent.join(' ')} rg 0 ${PAGE.height - 70} ${PAGE.width} 70 re f`);
    ops.push('1 1 1 rg');
    text(PAGE.margin, PAGE.height - 44, 16, 'F2', title);
    ops.push('0.2 0.2 0.2 rg');
    y = PAGE.height - 110;
    if (pages.length === 1 && subtitle) {
      text(PAGE.margin, y, 12, 'F1', subtitle);
      y -= 28;
    }
  }

  function need(height) {
    if (y - height < PAGE.margin + 30) newPage();
  }

  newPage();
  for (const block of blocks) {
    if (block.pageBreak) {
      newPage();
    } else if (block.heading) {
      need(40);
      y -= 8;
      ops.push(`${accent.join(' ')} rg`);
      text(PAGE.margin, y, 14, 'F2', block.heading);
      ops.push(
        `${accent.join(' ')} RG 0.8 w ${PAGE.margin} ${y - 6} m ${PAGE.margin + contentWidth} ${y - 6} l S`,
      );
      ops.push('0.2 0.2 0.2 rg');
      y -= 26;
    } else if (block.text) {
      for (const line of wrap(block.text, 11, contentWidth)) {
        need(15);
        text(PAGE.margin, y, 11, 'F1', line);
        y -= 15;
      }
      y -= 8;
    } else if (block.bullets) {
      for (const bullet of block.bullets) {
        const lines = wrap(bullet, 11, contentWidth - 18);
        lines.forEach((line, index) => {
          need(15);
          if (index === 0) text(PAGE.margin + 4, y, 11, 'F2', '-');
          text(PAGE.margin + 18, y, 11, 'F1', line);
          y -= 15;
        });
        y -= 3;
      }
      y -= 8;
    }
  }

  // Footer with page numbers, now that the count is known.
  pages.forEach((pageOps, index) => {
    pageOps.push('0.45 0.45 0.45 rg');
    pageOps.push(`BT /F1 9 Tf ${PAGE.margin} 30 Td (${escapeText(`Aula Demo University - ${title}`)}) Tj ET`);
    pageOps.push(
      `BT /F1 9 Tf ${PAGE.width - PAGE.margin - 60} 30 Td (Page ${index + 1} of ${pages.length}) Tj ET`,
    );
  });

  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page.
  const objects = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapeText(title)}) /Author (Aula Demo University) /Producer (scripts/generate-demo-media.mjs) >>`;
  pages.forEach((pageOps, index) => {
    const stream = pageOps.join('\n');
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`;
    objects[pageIds[index] + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
