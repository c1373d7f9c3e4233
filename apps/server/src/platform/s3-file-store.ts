import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { create as contentDisposition } from 'content-disposition';
import { type Clock, systemClock } from './clock.ts';
import { assertValidKey } from './file-key.ts';
import type { ByteRange, FileStore, StoredFileInfo } from './file-store.ts';
import { assertPresignDownload, assertPresignUpload } from './presign-options.ts';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name (`bucket.endpoint/key`). */
  pathStyle: boolean;
  /** Signs the server's own addresses; else a key derived from the bucket's secret access key. */
  addressSecret?: string | undefined;
  /** The clock presigned addresses start from: the app's one clock (tests move it). */
  clock?: Clock;
}

/**
 * Parts of a streamed upload: S3's smallest part, two in flight, so a stream of any length holds at
 * most 10 MiB in memory while it is sent.
 */
const partSize = 5 * 1024 * 1024;
const partsInFlight = 2;

interface Sdk {
  s3: typeof import('@aws-sdk/client-s3');
  storage: typeof import('@aws-sdk/lib-storage');
  presigner: typeof import('@aws-sdk/s3-request-presigner');
  client: S3Client;
}

/** The status and name of a failed S3 call, as the SDK reports them. */
function statusOf(error: unknown): { status: number | undefined; name: string } {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return { status, name: error instanceof Error ? error.name : 'Error' };
}

/** Every answer outside 2xx is an error that names the status, so a missing bucket never counts as stored. */
function failure(operation: string, key: string, error: unknown): Error {
  const { status, name } = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`S3 ${operation} ${key} failed: ${status ?? 'no answer'} ${name}: ${message}`, {
    cause: error,
  });
}

/**
 * The S3 driver: one object per key in one bucket, through the AWS SDK v3 (ADR "S3 through the AWS
 * SDK"). The SDK is loaded on first use, so a server on local files never pays for loading it.
 */
export function createS3FileStore(options: S3Options): FileStore {
  const clock = options.clock ?? systemClock;
  const now = () => clock.now().getTime();
  const Bucket = options.bucket;
  let loading: Promise<Sdk> | undefined;

  function sdk(): Promise<Sdk> {
    loading ??= (async () => {
      const [s3, storage, presigner] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/lib-storage'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const client = new s3.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.pathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // Checksums only where S3 demands them: MinIO, Ceph, R2 and presigned browser uploads do not
        // all speak the newer trailing-checksum encoding the SDK would otherwise use.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, storage, presigner, client };
    })();
    return loading;
  }

  async function head(key: string): Promise<StoredFileInfo | null> {
    assertValidKey(key);
    const { s3, client } = await sdk();
    try {
      const answer = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      // A HEAD answer has no body, so a missing object and a missing bucket look alike here.
      if (statusOf(error).status === 404) return null;
      throw failure('HEAD', key, error);
    }
  }

  return {
    kind: 's3',

    async addressSecret() {
      return (
        options.addressSecret ??
        createHmac('sha256', options.secretAccessKey).update('aula-address-key-v1').digest('base64url')
      );
    },

    async put(key, body, contentType) {
      assertValidKey(key);
      const { s3, storage, client } = await sdk();
      try {
        if (body instanceof Readable) {
          await new storage.Upload({
            client,
            params: { Bucket, Key: key, Body: body, ContentType: contentType },
            partSize,
            queueSize: partsInFlight,
            leavePartsOnError: false,
          }).done();
        } else {
          await client.send(
            new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
          );
        }
      } catch (error) {
        throw failure('PUT', key, error);
      }
    },

    head,

    async get(key, range?: ByteRange) {
      assertValidKey(key);
      const { s3, client } = await sdk();
      try {
        const answer = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('the answer has no body stream');
        const total = answer.ContentRange?.split('/')[1];
        return {
          size: Number(total ?? answer.ContentLength ?? 0),
          contentType: answer.ContentType ?? 'application/octet-stream',
          body: answer.Body,
        };
      } catch (error) {
        if (statusOf(error).name === 'NoSuchKey') return null;
        throw failure('GET', key, error);
      }
    },

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      assertValidKey(key);
      const { s3, client } = await sdk();
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw failure('DELETE', key, error);
      }
    },

    async list(prefix) {
      assertValidKey(`${prefix}x`);
      const { s3, client } = await sdk();
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        try {
          const answer = await client.send(
            new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
          );
          for (const object of answer.Contents ?? []) if (object.Key) keys.push(object.Key);
          ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
        } catch (error) {
          throw failure('LIST', prefix, error);
        }
      } while (ContinuationToken);
      return keys.sort();
    },

    async presignUpload(key, upload) {
      assertValidKey(key);
      assertPresignUpload(upload);
      const { s3, presigner, client } = await sdk();
      const command = new s3.PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: upload.contentType,
        ContentLength: upload.size,
      });
      // Signed headers: S3 itself refuses a body of another length or type.
      return presigner.getSignedUrl(client, command, {
        expiresIn: upload.expiresIn,
        signableHeaders: new Set(['content-type', 'content-length']),
        signingDate: new Date(now()),
      });
    },

    async presignDownload(key, download) {
      assertValidKey(key);
      assertPresignDownload(download);
      const { s3, presigner, client } = await sdk();
      const command = new s3.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: download.downloadName
          ? contentDisposition(download.downloadName)
          : undefined,
      });
      return presigner.getSignedUrl(client, command, {
        expiresIn: download.expiresIn,
        signingDate: new Date(now()),
      });
    },
  };
}
