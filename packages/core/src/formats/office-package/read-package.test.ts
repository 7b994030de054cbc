import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { type PackageLimits, packageLimitsWithin } from './package-limits';
import { readPackage } from './read-package';
import { writePackage } from './write-package';

function zipOf(files: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of files) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Renames every occurrence of a name in the ZIP's headers, to make entries yazl would refuse to write. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  expect(from.length).toBe(to.length);
  return Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1');
}

describe('reading an office package', () => {
  it('returns the entries in order with their bytes, and writes them back the same', async () => {
    const input = await zipOf([
      ['mimetype', 'application/epub+zip'],
      ['a/b.xml', '<b/>'],
    ]);
    const pkg = await readPackage(input, 'EPUB');
    expect(pkg.entries.map((entry) => [entry.name, entry.data.toString()])).toEqual([
      ['mimetype', 'application/epub+zip'],
      ['a/b.xml', '<b/>'],
    ]);
    const again = await readPackage(await writePackage(pkg), 'EPUB');
    expect(again.entries.map((entry) => entry.data.toString())).toEqual(['application/epub+zip', '<b/>']);
  });

  it('says what the file really is when it is not a ZIP', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    await expect(readPackage(png, 'DOCX')).rejects.toThrow(/not a valid DOCX file: it is a PNG image/);
    await expect(readPackage(Buffer.from('hello'), 'DOCX')).rejects.toThrow(/not a ZIP package/);
  });

  it('refuses a truncated package as damaged', async () => {
    const zip = await zipOf([['word/document.xml', '<w:document/>'.repeat(50)]]);
    await expect(readPackage(zip.subarray(0, zip.length - 30), 'DOCX')).rejects.toThrow(
      /DOCX file is damaged/,
    );
  });

  it('refuses entries that climb out of the package', async () => {
    const zip = renamed(await zipOf([['xx/evil.xml', '<x/>']]), 'xx/', '../');
    await expect(readPackage(zip, 'DOCX')).rejects.toThrow(/unsafe path \("\.\.\/evil\.xml"\)/);
  });

  it('refuses a package with the same entry twice', async () => {
    const zip = renamed(
      await zipOf([
        ['a.xml', '<a/>'],
        ['b.xml', '<b/>'],
      ]),
      'b.xml',
      'a.xml',
    );
    await expect(readPackage(zip, 'XLSX')).rejects.toThrow(/contains the entry "a\.xml" twice/);
  });

  it('refuses a ZIP bomb by its compression ratio, and too many entries', async () => {
    const bomb = await zipOf([['word/document.xml', Buffer.alloc(8 * 1024 * 1024)]]);
    await expect(readPackage(bomb, 'DOCX')).rejects.toMatchObject({
      code: 'too_large',
      message: expect.stringMatching(/ZIP bomb/),
    });
    const many = await zipOf(Array.from({ length: 30 }, (_, i): [string, string] => [`p${i}.xml`, '<p/>']));
    const limits = {
      maxEntries: 20,
      maxTotalBytes: 1e9,
      maxEntryBytes: 1e9,
      maxRatio: 200,
      ratioFloorBytes: 1e6,
    };
    await expect(readPackage(many, 'PPTX', limits)).rejects.toThrow(/more than 20 files/);
  });

  const smallLimits = (overrides: Partial<PackageLimits>): PackageLimits => ({
    maxEntries: 100,
    maxTotalBytes: 1e9,
    maxEntryBytes: 1e9,
    maxRatio: 200,
    ratioFloorBytes: 1e6,
    ...overrides,
  });

  it('refuses a package that unpacks past its total size, or past the size of one part', async () => {
    const parts = await zipOf(
      Array.from({ length: 4 }, (_, i): [string, string] => [`p${i}.xml`, 'x'.repeat(600)]),
    );
    await expect(readPackage(parts, 'ODT', smallLimits({ maxTotalBytes: 2000 }))).rejects.toMatchObject({
      code: 'too_large',
      details: { limit: 'total' },
    });
    await expect(readPackage(parts, 'ODT', smallLimits({ maxEntryBytes: 500 }))).rejects.toMatchObject({
      code: 'too_large',
      details: { limit: 'entry' },
    });
    await expect(readPackage(parts, 'ODT', smallLimits({ maxTotalBytes: 2400 }))).resolves.toBeDefined();
  });

  it('refuses a part that inflates to more than the size it declares', async () => {
    const zip = await zipOf([['content.xml', 'x'.repeat(5000)]]);
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    await expect(readPackage(zip, 'ODT', smallLimits({ maxTotalBytes: 1000 }))).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/damaged/),
    });
  });

  const megabyte = 1024 * 1024;

  /** Bytes held by buffers while `read` runs, sampled as it inflates. */
  async function peakBufferGrowth(read: () => Promise<unknown>): Promise<number> {
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 1);
    await read().catch(() => undefined);
    clearInterval(sampler);
    return Math.max(peak, process.memoryUsage().arrayBuffers) - before;
  }

  it('refuses many small entries that together are a ZIP bomb, before inflating them', async () => {
    const zeros = Buffer.alloc(megabyte - 1);
    const bomb = await zipOf(
      Array.from({ length: 64 }, (_, i): [string, Buffer] => [`word/p${i}.xml`, zeros]),
    );
    expect(bomb.length).toBeLessThan(megabyte);
    await expect(readPackage(bomb, 'DOCX')).rejects.toMatchObject({
      code: 'too_large',
      message:
        'This DOCX file is too large to translate safely: it is compressed more than 200× (a ZIP bomb).',
    });
    expect(await peakBufferGrowth(() => readPackage(bomb, 'DOCX'))).toBeLessThan(16 * megabyte);
  });

  it("refuses a package that unpacks past the operator's limit, naming the format and the limit", async () => {
    const noise = (seed: number) =>
      Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919 + seed * 104729) % 251));
    const parts = await zipOf(
      Array.from({ length: 8 }, (_, i): [string, Buffer] => [`Stories/s${i}.xml`, noise(i)]),
    );
    const limits = packageLimitsWithin({ maxInflatedBytes: 2 * megabyte });
    await expect(readPackage(parts, 'IDML', limits)).rejects.toMatchObject({
      code: 'too_large',
      message: 'This IDML file is too large to translate safely: it unpacks to more than 2 MB.',
    });
    expect(await peakBufferGrowth(() => readPackage(parts, 'IDML', limits))).toBeLessThan(2 * megabyte);
    await expect(
      readPackage(parts, 'IDML', packageLimitsWithin({ maxInflatedBytes: 3 * megabyte })),
    ).resolves.toBeDefined();
  });

  it('refuses one huge entry without inflating it', async () => {
    const bomb = await zipOf([['content.xml', Buffer.alloc(64 * megabyte)]]);
    expect(await peakBufferGrowth(() => readPackage(bomb, 'ODT'))).toBeLessThan(16 * megabyte);
    await expect(readPackage(bomb, 'ODT')).rejects.toThrow(/This ODT file is too large.*ZIP bomb/);
  });

  /** Bytes that do not compress: a photo's, as far as deflate can tell. */
  const noise = (bytes: number, seed = 1) =>
    Buffer.from(Array.from({ length: bytes }, (_, i) => ((i + seed) * 2654435761) >>> 24));

  it('keeps large parts compressed until read, and writes them back as they were stored', async () => {
    const photos = Array.from({ length: 8 }, (_, i) => noise(2 * megabyte, i));
    const input = await zipOf([
      ['word/document.xml', '<w:document/>'],
      ...photos.map((photo, i): [string, Buffer] => [`word/media/photo${i}.jpg`, photo]),
    ]);
    let pkg: Awaited<ReturnType<typeof readPackage>> | undefined;
    const held = await peakBufferGrowth(async () => {
      pkg = await readPackage(input, 'DOCX');
    });
    expect(held).toBeLessThan(4 * megabyte);
    const again = await readPackage(await writePackage(pkg as NonNullable<typeof pkg>), 'DOCX');
    expect(
      again.entries.map((entry) =>
        entry.data.equals(photos[Number(entry.name.at(-5))] ?? Buffer.from('<w:document/>')),
      ),
    ).toEqual(Array(9).fill(true));
  });

  it('refuses a large part whose bytes do not match its checksum, when read or when written back', async () => {
    const input = await zipOf([['word/media/photo.jpg', noise(2 * megabyte)]]);
    input[1000] = (input[1000] ?? 0) ^ 0xff;
    const damaged = { code: 'bad_file', message: expect.stringMatching(/^This DOCX file is damaged/) };
    await expect(readPackage(input, 'DOCX').then((pkg) => pkg.entries[0]?.data)).rejects.toMatchObject(
      damaged,
    );
    await expect(readPackage(input, 'DOCX').then(writePackage)).rejects.toMatchObject(damaged);
  });

  it('refuses a small part whose bytes do not match its checksum as it reads the package', async () => {
    const input = await zipOf([['word/document.xml', '<w:document>The house is small.</w:document>']]);
    // The CRC-32 the central directory records, 16 bytes into its entry.
    const at = input.indexOf(Buffer.from(new Uint32Array([0x02014b50]).buffer)) + 16;
    input.writeUInt32LE(input.readUInt32LE(at) ^ 1, at);
    await expect(readPackage(input, 'DOCX')).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/^This DOCX file is damaged.*checksum/),
    });
  });

  it('says a package with encrypted parts is protected by a password', async () => {
    const zip = await zipOf([['content.xml', '<office:document-content/>']]);
    for (const [signature, flags] of [
      [0x04034b50, 6],
      [0x02014b50, 8],
    ] as const) {
      const at = zip.indexOf(Buffer.from(new Uint32Array([signature]).buffer));
      zip.writeUInt16LE(zip.readUInt16LE(at + flags) | 1, at + flags);
    }
    await expect(readPackage(zip, 'ODT')).rejects.toThrow('This ODT file is protected by a password.');
  });
});
