import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { samplePdf, samplePng } from './sample-files.ts';
import { call } from './test-app.ts';

/** `head` followed by filler up to exactly `size` bytes (a detector reads only the head). */
export function sized(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export const pdfOf = (size: number) => sized(samplePdf, size);
export const pngOf = (size: number) => sized(samplePng, size);

/** A zip of `entries`, stored without compression (enough for a reader of the central directory). */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document's package: content types, then the document part. */
export const sampleDocx = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});

/** A zip of something else, renamed .docx. */
export const zipNotDocx = zipOf({ 'notes.txt': 'not a document', 'photo.xml': '<x/>' });

export interface UploadOptions {
  type: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  cookie?: string;
  /** Visitors ask the public operation. */
  visitor?: boolean;
  oid?: string;
  eid?: string;
}

/** Asks for an upload address and PUTs the bytes there; answers the stored name (and a visitor's id) and the address. */
export async function upload(app: FastifyInstance, options: UploadOptions) {
  const body = {
    oid: options.oid ?? 'TEST',
    ...(options.visitor ? {} : { eid: options.eid }),
    type: options.type,
    filetype: options.contentType,
    filename: options.name,
    size: options.bytes.length,
  };
  const presigned = await call(
    app,
    options.visitor ? 'getPreLoginPresignedUrl' : 'getPresignedUrl',
    body,
    options.cookie,
  );
  if (presigned.statusCode !== 200) throw new Error(`presign ${presigned.statusCode}: ${presigned.body}`);
  const { url, filename, uploadId } = presigned.json<{ url: string; filename: string; uploadId?: string }>();
  const put = await app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': options.contentType },
    payload: options.bytes,
  });
  if (put.statusCode !== 200) throw new Error(`put ${put.statusCode}: ${put.body}`);
  return { filename, uploadId, url };
}
