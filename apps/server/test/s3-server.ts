import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Options } from '../src/platform/s3-file-store.ts';

export interface TestS3Server {
  /** Options for createS3FileStore against this server's bucket `aula`. */
  options: S3Options;
  /** `METHOD path?query` of every request the server received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (@20minutes/s3rver: it checks SigV4 signatures, presigned expiry and
 * signed headers) on a free port of 127.0.0.1, keeping objects in a temporary folder.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'aula-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'aula' }],
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.on('request', (request) => requests.push(`${request.method} ${request.url}`));
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'aula',
      region: 'us-east-1',
      // The server's one built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    },
    requests,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
