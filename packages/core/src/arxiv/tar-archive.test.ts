import { describe, expect, it } from 'vitest';
import { readTar, safeArchivePath, writeTar } from './tar-archive';

/** A tar with one entry whose header says what a hostile archive would: any name, any type. */
function tarWith(entries: { name: string; type?: string; linkTo?: string; data?: string }[]): Buffer {
  const archive = writeTar(entries.map((entry) => ({ path: 'x', data: Buffer.from(entry.data ?? '') })));
  let offset = 0;
  for (const entry of entries) {
    const header = archive.subarray(offset, offset + 512);
    header.fill(0, 0, 100).write(entry.name, 0, 100, 'utf8');
    header.write(entry.type ?? '0', 156, 1, 'ascii');
    if (entry.linkTo) header.write(entry.linkTo, 157, 100, 'utf8');
    offset += 512 + Math.ceil((entry.data ?? '').length / 512) * 512;
  }
  return archive;
}

describe('tar archives', () => {
  it('writes what it reads back: the same paths and bytes, long paths included', () => {
    const files = [
      { path: 'main.tex', data: Buffer.from('\\documentclass{article}') },
      { path: 'figures/house.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) },
      { path: `${'deep/'.repeat(30)}file.tex`, data: Buffer.alloc(1500, 'a') },
      { path: 'empty.bib', data: Buffer.alloc(0) },
    ];
    expect(readTar(writeTar(files))).toEqual(files);
  });

  it('skips folders and a leading ./', () => {
    const archive = tarWith([
      { name: './sections/', type: '5' },
      { name: './sections/intro.tex', data: 'Hi' },
    ]);
    expect(readTar(archive)).toEqual([{ path: 'sections/intro.tex', data: Buffer.from('Hi') }]);
  });

  it.each([
    [[{ name: '../outside.tex' }], /“\.\.\/outside\.tex” points outside the project/],
    [[{ name: 'sections/../../etc/passwd' }], /points outside the project/],
    [[{ name: '/etc/passwd' }], /“\/etc\/passwd” is an absolute path/],
    [[{ name: 'link.tex', type: '2', linkTo: '/etc/passwd' }], /“link\.tex” is a link/],
    [[{ name: 'hard.tex', type: '1', linkTo: 'main.tex' }], /“hard\.tex” is a link/],
    [[{ name: 'fifo', type: '6' }], /not a file or folder/],
  ])('refuses a hostile archive: %j', (entries, message) => {
    expect(() => readTar(tarWith(entries))).toThrow(
      expect.objectContaining({ code: 'bad_file', message: expect.stringMatching(message) }),
    );
  });

  it('refuses too many files and too many bytes', () => {
    const many = writeTar(
      Array.from({ length: 11 }, (_, i) => ({ path: `f${i}.tex`, data: Buffer.from('x') })),
    );
    expect(() => readTar(many, { maxFiles: 10, maxBytes: 1e6 })).toThrow(/more than 10 files/);
    const big = writeTar([{ path: 'big.tex', data: Buffer.alloc(3 * 1024 * 1024) }]);
    expect(() => readTar(big, { maxFiles: 10, maxBytes: 2 * 1024 * 1024 })).toThrow(/more than 2 MB/);
  });

  it('refuses a truncated archive', () => {
    const archive = writeTar([{ path: 'a.tex', data: Buffer.alloc(2000, 'a') }]);
    expect(() => readTar(archive.subarray(0, 1024))).toThrow(/truncated/);
  });

  it('keeps a path relative', () => {
    expect(safeArchivePath('./a//b/./c.tex')).toBe('a/b/c.tex');
    expect(() => safeArchivePath('C:/x.tex')).toThrow(/absolute path/);
  });
});
