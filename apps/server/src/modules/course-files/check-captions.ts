import { buffer } from 'node:stream/consumers';
import { courseFileMessages } from '@aula/contract/staff-messages';
import webvtt from 'webvtt-parser';
import { AppError } from '../../platform/app-error.ts';
import type { FileStore } from '../../platform/file-store.ts';

/**
 * Refuses captions that are not valid WebVTT, read whole by the W3C validator's parser (the upload's
 * check saw only its first line): a 400 whose `filename` names the first problem and its line.
 */
export async function checkCaptions(files: FileStore, key: string): Promise<Buffer> {
  const stored = await files.get(key);
  const bytes = stored ? await buffer(stored.body) : Buffer.alloc(0);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const [first] = new webvtt.WebVTTParser().parse(text, 'metadata').errors;
  if (first) {
    throw new AppError('VALIDATION_FAILED', courseFileMessages.invalidCaptions, {
      filename: `not valid WebVTT: line ${first.line}: ${first.message}`,
    });
  }
  return bytes;
}
