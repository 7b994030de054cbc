// Storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), so the site and the workers share
// no disk. Files stream both ways with bounded memory; downloads can go straight to the bucket
// through short-lived presigned links.
import { pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { byteLimit } from './localDiskStorage';
import type { Storage } from './storage';

export interface S3Settings {
  /** Unset for AWS itself; the server's URL for any other S3-compatible service. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name, as MinIO needs. */
  forcePathStyle: boolean;
}

/** Long enough for a browser to follow the redirect, short enough that a shared link soon dies. */
const downloadLinkSeconds = 5 * 60;

export function s3Storage(settings: S3Settings): Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const get = async (key: string) => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    if (!Body) throw new Error(`storage object without a body: ${key}`);
    return Body;
  };
  const readAll = async (key: string) => Buffer.from(await (await get(key)).transformToByteArray());
  return {
    async write(key, source, limitBytes) {
      const counter = byteLimit(limitBytes);
      // Multipart in 5 MB parts, a few at once: memory stays bounded whatever the file's size, and a
      // file past the limit is aborted (its parts deleted) before it is complete.
      let bodyFailure: unknown;
      // A failure of either side destroys the counter, which fails the upload: that is where it is thrown.
      const body = pipeline(source, counter, (error) => {
        bodyFailure = error;
      });
      try {
        await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
      } catch (error) {
        if (!bodyFailure) throw error;
        // The file's own failure (too large, the sender gone) is what the caller must hear; the upload
        // then aborts its parts, and should that fail too, a lifecycle rule collects them (README).
        if (error !== bodyFailure) console.error('[storage] an abandoned upload was not aborted', error);
        throw bodyFailure;
      }
      return { size: counter.bytes };
    },
    // Lazy, as a file stream is: nothing is asked of the bucket until the stream is read.
    read: (key) =>
      Readable.from(
        (async function* () {
          yield* (await get(key)) as Readable;
        })(),
      ),
    readAll,
    async readIfPresent(key) {
      try {
        return await readAll(key);
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    downloadUrl: (key, response) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: response.contentType,
          ResponseContentDisposition: response.contentDisposition,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: downloadLinkSeconds },
      ),
  };
}

function s3Client(settings: S3Settings) {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums (CRC32 sent in aws-chunked trailers) are refused or mis-stored by
    // a number of S3-compatible servers (s3rver among them); the requests stay signed either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
