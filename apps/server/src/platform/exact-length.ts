import { Readable } from 'node:stream';
import { AppError } from './app-error.ts';

/**
 * The body, counted as it is read: more than `size` bytes fails at once with a 413 (nothing past the
 * limit is passed on), fewer fails at the end with a 400, so a partial file is never stored. Nothing
 * is read until the result is, and a refusal leaves the request open for the answer to go out on.
 */
export function exactLength(body: Readable, size: number): Readable {
  async function* counted() {
    let seen = 0;
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      seen += (chunk as Buffer).length;
      if (seen > size) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file is larger than the ${size} bytes this address allows.`,
          {
            body: `more than ${size} bytes`,
          },
        );
      }
      yield chunk as Buffer;
    }
    if (seen < size) {
      throw new AppError('BAD_REQUEST', `The upload ended after ${seen} of the ${size} bytes announced.`, {
        body: `${seen} of ${size} bytes`,
      });
    }
  }
  return Readable.from(counted(), { objectMode: false });
}
