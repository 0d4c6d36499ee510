import type * as S3 from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../adapters-config.ts';
import { assertStorageKey, toBuffer, type FileStorage } from './index.ts';

type S3Config = Extract<StorageConfig, { provider: 's3' }>;

/**
 * The S3 client settings of a configured bucket. Checksums are computed only when the operation
 * requires them: S3-compatible stores that do not understand the SDK's newer checksum framing
 * would otherwise keep it inside the object.
 */
export function s3ClientConfig(config: S3Config): S3.S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, …) through a client made with `clientConfig`
 * (`s3ClientConfig(config)`). A stream of known size (an upload streamed to disk) is sent as it is
 * read; other bodies are buffered first so the length is known.
 */
export function createS3Storage(bucket: string, clientConfig: S3.S3ClientConfig): FileStorage {
  const Bucket = bucket;
  const streams = clientConfig.requestChecksumCalculation === 'WHEN_REQUIRED';
  // The AWS SDK takes over a second to load: loaded when the first file is stored or read.
  let sdk: Promise<{ client: S3.S3Client; m: typeof S3 }> | undefined;
  const s3 = () => (sdk ??= import('@aws-sdk/client-s3').then((m) => ({ m, client: new m.S3Client(clientConfig) })));

  const isNotFound = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };

  return {
    name: 's3',
    async put(key, body, contentType, size) {
      assertStorageKey(key);
      // A stream of known length goes up as it is read (one PUT: nothing is stored unless it all
      // arrives). With the SDK's default checksums a stream would be sent in its chunked framing,
      // which some S3-compatible stores keep inside the object: then it is read into memory first.
      if (body instanceof Readable && size !== undefined && streams) {
        const { client, m } = await s3();
        await client.send(
          new m.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: size }),
        );
        return;
      }
      const buf = await toBuffer(body);
      const { client, m } = await s3();
      await client.send(
        new m.PutObjectCommand({ Bucket, Key: key, Body: buf, ContentType: contentType, ContentLength: buf.length }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      const { client, m } = await s3();
      try {
        const out = await client.send(new m.GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return {
          stream: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          ...(out.ContentLength !== undefined ? { size: out.ContentLength } : {}),
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { client, m } = await s3();
      await client.send(new m.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      const { client, m } = await s3();
      try {
        await client.send(new m.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
  };
}
