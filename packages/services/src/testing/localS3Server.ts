// A real S3-compatible server for integration tests: s3rver, keeping its objects in a temporary
// directory, on a free loopback port, with one empty bucket. Its fixed credentials are S3RVER/S3RVER.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3Storage';

export interface LocalS3Server {
  settings: S3Settings;
  /** The same settings as the environment variables the services read. */
  env: Record<string, string>;
  /** The keys stored in the bucket, as s3rver keeps them on disk. */
  storedKeys(): string[];
  close(): Promise<void>;
}

const bucket = 'verso-test';

export async function startLocalS3Server(): Promise<LocalS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'verso-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Its `silent` option only mutes the console transport, and winston then warns on every request.
  (server as unknown as { logger: { silent: boolean } }).logger.silent = true;
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint as string,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storedKeys: () => objectKeys(join(directory, bucket)),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// s3rver keeps an object as `<key>._S3rver_object` beside its metadata files.
const objectSuffix = '._S3rver_object';

function objectKeys(bucketDir: string) {
  return readdirSync(bucketDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(objectSuffix))
    .map((path) => path.slice(0, -objectSuffix.length))
    .sort();
}
