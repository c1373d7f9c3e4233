import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from './app-error.ts';
import type { FileStore } from './file-store.ts';
import { isDocxPackage, zipEntryNames } from './zip-entry-names.ts';

/** File kinds that may be uploaded (a learner's named as the spec names them; staff's announcement media too). */
export type UploadKind =
  | 'pdf'
  | 'jpg'
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'tiff'
  | 'avif'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'zip'
  | 'mp4'
  | 'webm'
  | 'mp3'
  | 'm4a'
  | 'ogg'
  | 'wav'
  | 'vtt';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const mediaTypeOf: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  avif: 'image/avif',
  docx: docxType,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  vtt: 'text/vtt',
};

/** file-type reads at most this many leading bytes to recognise a file. */
const sampleBytes = 4100;

export interface UploadRules {
  /** The largest size accepted, in bytes. */
  maxBytes: number;
  /** The smallest size accepted, in bytes (default 0). */
  minBytes?: number;
  kinds: readonly UploadKind[];
  /** The size the upload address was signed for, when the caller kept it. */
  size?: number;
  /** The request field that named the file, for the 400's `fields` (default `file`). */
  field?: string;
  /**
   * An image's largest width and height, in pixels, read from its header: a small file may decode to a
   * picture far too large to draw (a "decompression bomb"). Only for image kinds.
   */
  maxSide?: number;
}

export interface VerifiedUpload {
  size: number;
  /** The media type found in the bytes, which is also the one the file is stored and served with. */
  contentType: string;
}

export type UploadProblem =
  | 'missing'
  | 'too-large'
  | 'too-small'
  | 'wrong-size'
  | 'wrong-type'
  | 'too-many-pixels';

/** A 400 naming the field and what was wrong; `problem` lets an operation answer the spec's own words. */
export class UploadRefusedError extends AppError {
  readonly problem: UploadProblem;

  constructor(problem: UploadProblem, message: string, field: string) {
    super('VALIDATION_FAILED', message, { [field]: message });
    this.problem = problem;
  }
}

function bareType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * The file's kind by its bytes. A Word document is a zip: the detector may see only a zip in the first
 * bytes, and a zip is no document, so it is judged by its entries, read from the zip's own directory.
 */
async function recognise(
  files: FileStore,
  key: string,
  size: number,
  sample: Buffer,
  kinds: readonly UploadKind[],
): Promise<{ ext: string; mime: string } | undefined> {
  const found = await fileTypeFromBuffer(sample);
  // A WebVTT file is text, which the detector does not name: it is known by its required first line.
  if (!found && kinds.includes('vtt') && /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(sample.toString('utf8'))) {
    return { ext: 'vtt', mime: 'text/vtt' };
  }
  if (!kinds.includes('docx') || (found?.mime !== 'application/zip' && found?.mime !== docxType)) {
    return found;
  }
  const names = await zipEntryNames(files, key, size);
  return names && isDocxPackage(names)
    ? { ext: 'docx', mime: docxType }
    : { ext: 'zip', mime: 'application/zip' };
}

/** An image's width and height by its header (image-size), or null when they cannot be read. */
async function largestSide(files: FileStore, key: string): Promise<{ width: number; height: number } | null> {
  const stored = await files.get(key);
  if (!stored) return null;
  try {
    const { width, height } = imageSize(Buffer.concat(await stored.body.toArray()));
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * Checks an uploaded file before its stored name is accepted: it exists, its size is within the
 * limit (and the one signed), and its first bytes, read by a maintained detector rather than trusted
 * from the name or the declared type, are one of the allowed kinds and agree with the type it is
 * stored under, and an image is within its width and height. A refused file is deleted.
 */
export async function verifyUpload(
  files: FileStore,
  key: string,
  rules: UploadRules,
): Promise<VerifiedUpload> {
  const field = rules.field ?? 'file';
  const info = await files.head(key);
  if (!info) throw new UploadRefusedError('missing', 'No file was uploaded under that name.', field);

  const refuse = async (problem: UploadProblem, message: string): Promise<never> => {
    await files.delete(key);
    throw new UploadRefusedError(problem, message, field);
  };
  if (info.size > rules.maxBytes) {
    return refuse('too-large', `The file is ${info.size} bytes; at most ${rules.maxBytes} are allowed.`);
  }
  if (info.size < (rules.minBytes ?? 0)) {
    return refuse('too-small', `The file is ${info.size} bytes; at least ${rules.minBytes} are needed.`);
  }
  if (rules.size !== undefined && info.size !== rules.size) {
    return refuse('wrong-size', `The file is ${info.size} bytes, not the ${rules.size} announced.`);
  }

  const sample =
    info.size > 0 ? await files.get(key, { start: 0, end: Math.min(info.size, sampleBytes) - 1 }) : null;
  const bytes = sample ? Buffer.concat(await sample.body.toArray()) : Buffer.alloc(0);
  const found = await recognise(files, key, info.size, bytes, rules.kinds);
  const allowed = new Set(rules.kinds.map((kind) => mediaTypeOf[kind]));
  if (!found || !allowed.has(found.mime)) {
    return refuse(
      'wrong-type',
      `The file is ${found ? `a ${found.ext} file` : 'of no recognised type'}; only ${rules.kinds.join(', ')} files are accepted.`,
    );
  }
  if (bareType(info.contentType) !== found.mime) {
    return refuse('wrong-type', `The file was sent as ${info.contentType} but its bytes are ${found.mime}.`);
  }
  if (rules.maxSide !== undefined) {
    const side = await largestSide(files, key);
    if (side === null) return refuse('wrong-type', 'The image’s width and height cannot be read.');
    if (side.width > rules.maxSide || side.height > rules.maxSide) {
      return refuse(
        'too-many-pixels',
        `The image is ${side.width}×${side.height} pixels; at most ${rules.maxSide} pixels a side are allowed.`,
      );
    }
  }
  return { size: info.size, contentType: found.mime };
}
