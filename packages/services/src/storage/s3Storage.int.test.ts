import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LocalS3Server, startLocalS3Server } from '../testing/localS3Server';
import { s3Storage } from './s3Storage';
import type { Storage } from './storage';

const mb = 1024 * 1024;

/** `count` chunks of 1 MB, made as they are read, so the test itself holds no whole file. */
function generated(count: number) {
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i += 1) yield Buffer.alloc(mb, i % 256);
    })(),
  );
}

describe('S3 storage against a local S3-compatible server', () => {
  let server: LocalS3Server;
  let storage: Storage;
  beforeAll(async () => {
    server = await startLocalS3Server();
    storage = s3Storage(server.settings);
  });
  afterAll(() => server?.close());

  test('streams a file larger than one multipart part in and out unchanged', async () => {
    const { size } = await storage.write('uploads/u1/big.bin', generated(7), 20 * mb);
    expect(size).toBe(7 * mb);
    let read = 0;
    let mismatches = 0;
    await pipeline(storage.read('uploads/u1/big.bin'), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        for (let i = 0; i < chunk.length; i += 4096) {
          if (chunk[i] !== Math.floor((read + i) / mb) % 256) mismatches += 1;
        }
        read += chunk.length;
      }
    });
    expect(read).toBe(7 * mb);
    expect(mismatches).toBe(0);
  });

  test('refuses a file past the limit while it streams, and keeps nothing of it', async () => {
    await expect(storage.write('uploads/u1/huge.bin', generated(8), 6 * mb)).rejects.toMatchObject({
      code: 'too_large',
    });
    await expect(storage.write('uploads/u1/small.txt', generated(1), 1000)).rejects.toMatchObject({
      code: 'too_large',
    });
    expect(await storage.readIfPresent('uploads/u1/huge.bin')).toBeUndefined();
    expect(await storage.readIfPresent('uploads/u1/small.txt')).toBeUndefined();
    expect(server.storedKeys()).toEqual(['uploads/u1/big.bin']);
  });

  test('reads a whole small file, answers undefined for a missing one, and removes', async () => {
    await storage.write('results/u1/a.txt', Readable.from([Buffer.from('Hola.\n')]), 100);
    expect((await storage.readAll('results/u1/a.txt')).toString()).toBe('Hola.\n');
    expect((await storage.readIfPresent('results/u1/a.txt'))?.toString()).toBe('Hola.\n');
    expect(await storage.readIfPresent('results/u1/missing.txt')).toBeUndefined();
    await storage.remove('results/u1/a.txt');
    await storage.remove('results/u1/a.txt');
    expect(await storage.readIfPresent('results/u1/a.txt')).toBeUndefined();
    expect(server.storedKeys()).not.toContain('results/u1/a.txt');
  });

  test('a missing file fails its read stream, as a missing file on disk does', async () => {
    await expect(storage.readAll('results/u1/none.txt')).rejects.toMatchObject({ name: 'NoSuchKey' });
    const drain = async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks);
    };
    await expect(pipeline(storage.read('results/u1/none.txt'), drain)).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });

  test('presigns a download link that serves the file with the asked headers', async () => {
    await storage.write('results/u1/doc.txt', Readable.from([Buffer.from('Hola, mundo.\n')]), 100);
    const url = await storage.downloadUrl?.('results/u1/doc.txt', {
      contentType: 'text/plain; charset=utf-8',
      contentDisposition: `attachment; filename="doc.es.txt"; filename*=UTF-8''doc.es.txt`,
    });
    expect(url).toMatch(/X-Amz-Expires=300/);
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Hola, mundo.\n');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="doc.es.txt"');
  });

  test('lists every stored object with its size (what `verso backup` copies)', async () => {
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map(({ key }) => key)).toEqual(server.storedKeys());
    expect(listed.find(({ key }) => key === 'uploads/u1/big.bin')?.size).toBe(7 * mb);
  });
});
