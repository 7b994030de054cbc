// What the tests of pictures inside documents (translateImages) check in every package format: the
// picture written back lettered in Spanish, and nothing else changed by the option.
import sharp from 'sharp';
import { expect } from 'vitest';
import { letteringOf } from '../../ocr/testing/lettering-of';
import { readPackage } from '../read-package';

/** Each entry of a package (DOCX, XLSX, EPUB…) by name, with its bytes. */
export const entriesOf = async (pkg: Buffer, formatName: string) =>
  new Map((await readPackage(pkg, formatName)).entries.map((entry) => [entry.name, entry.data]));

/** The drawn lettered picture came back as `format`, 1000 × 700, with Spanish lettering and no English. */
export async function expectLetteredInSpanish(picture: Buffer | undefined, format: 'png' | 'jpeg') {
  expect(await sharp(picture).metadata()).toMatchObject({ format, width: 1000, height: 700 });
  const read = await letteringOf(picture ?? Buffer.alloc(0), 'spa');
  expect(read).toMatch(/abuela/i);
  expect(read).not.toMatch(/grandmother/i);
}

/**
 * The package translated with the option differs from the one translated without it in the picture
 * alone, and without the option the picture is the original.
 */
export function expectOnlyPictureChanged(
  on: ReadonlyMap<string, Buffer>,
  off: ReadonlyMap<string, Buffer>,
  pictureName: string,
  original: Buffer,
) {
  expect([...on.keys()]).toEqual([...off.keys()]);
  for (const [name, data] of off) if (name !== pictureName) expect(on.get(name), name).toEqual(data);
  expect(off.get(pictureName)).toEqual(original);
}
