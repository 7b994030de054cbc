import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withParts } from './office-package';
import { readPackage } from './read-package';
import { writePackage } from './write-package';
import { zipArchive } from './zip-archive';

const slide = (text: string) => Buffer.from(`<p:sld><a:t>${text}</a:t></p:sld>`.repeat(40));

/** An upload whose parts were deflated at level 1, which Verso's own deflating never gives. */
function uploadOf(parts: [string, Buffer][]): { zip: Buffer; deflated: Buffer[] } {
  const deflated = parts.map(([, data]) => deflateRawSync(data, { level: 1 }));
  const members = parts.map(([name, data], index) => ({
    name,
    deflated: true,
    crc: crc32(data),
    size: data.length,
    bytes: deflated[index] ?? Buffer.alloc(0),
  }));
  return { zip: zipArchive(members), deflated };
}

/** Python's zipfile, a reader that is not Verso's, lists the names and checks every CRC. */
function pythonReads(zip: Buffer): { names: string[]; bad: string | null } {
  const path = join(mkdtempSync(join(tmpdir(), 'verso-zip-')), 'package.zip');
  writeFileSync(path, zip);
  const script =
    'import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nprint(json.dumps({"names":z.namelist(),"bad":z.testzip()}))';
  return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' }));
}

describe('writing an office package', () => {
  it('copies the parts a rebuild left alone with the upload’s own bytes, and deflates the edited ones', async () => {
    const { zip, deflated } = uploadOf([
      ['ppt/slides/slide1.xml', slide('The house')],
      ['ppt/slides/slide2.xml', slide('The garden')],
    ]);
    const pkg = await readPackage(zip, 'PPTX');
    const written = await writePackage(
      withParts(pkg, new Map([['ppt/slides/slide2.xml', slide('El jardín')]])),
    );

    expect(written.includes(deflated[0] ?? Buffer.alloc(1))).toBe(true);
    expect(written.includes(deflated[1] ?? Buffer.alloc(1))).toBe(false);
    const again = await readPackage(written, 'PPTX');
    expect(again.entries.map((entry) => entry.data.toString())).toEqual([
      slide('The house').toString(),
      slide('El jardín').toString(),
    ]);
  });

  it('writes a ZIP other readers open: a stored mimetype first, names in UTF-8, every checksum right', async () => {
    const pkg = {
      entries: [
        { name: 'mimetype', data: Buffer.from('application/epub+zip'), compressed: false },
        { name: 'OEBPS/capítulo.xhtml', data: slide('Capítulo uno'), compressed: true },
      ],
    };
    const written = await writePackage(pkg);

    expect(written.toString('latin1', 30, 38)).toBe('mimetype');
    expect(written.readUInt16LE(8)).toBe(0);
    expect(written.toString('latin1', 38, 58)).toBe('application/epub+zip');
    expect(pythonReads(written)).toEqual({ names: ['mimetype', 'OEBPS/capítulo.xhtml'], bad: null });
  });

  it('gives the same bytes for the same package, so a rebuild is reproducible', async () => {
    const pkg = { entries: [{ name: 'word/document.xml', data: slide('The house'), compressed: true }] };
    expect((await writePackage(pkg)).equals(await writePackage(pkg))).toBe(true);
  });
});
