// Files a learner might choose, made in memory: a real PNG or PDF head, padded to the size a test needs
// (the server judges the kind from the first bytes and the size from the whole).

const pngHead = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdfHead = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function padded(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export const pngFile = (name: string, size: number) => ({
  name,
  mimeType: 'image/png',
  buffer: padded(pngHead, size),
});
export const pdfFile = (name: string, size: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: padded(pdfHead, size),
});
