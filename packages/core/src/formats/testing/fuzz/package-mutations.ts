// Mutations of a ZIP-based document (DOCX, EPUB, OpenDocument…) that keep it a readable ZIP, so the
// damage reaches the format's own parsing: a part's bytes changed, a part missing or doubled, and
// the bombs a ZIP allows (many small compressed parts, one huge part, too many parts). Encryption is
// the ZIP flag that says the parts are enciphered.
import type { OfficePackage, PackageEntry } from '../../office-package';
import { readPackage } from '../../office-package/read-package';
import { writePackage } from '../../office-package/write-package';
import { byteMutations } from './byte-mutations';
import type { FuzzFamily } from './fuzz-families';
import { hostileTextMutations } from './hostile-text';
import type { SeededRandom } from './seeded-random';

const megabyte = 1024 * 1024;
const roomyLimits = {
  maxEntries: 1_000_000,
  maxTotalBytes: 4096 * megabyte,
  maxEntryBytes: 4096 * megabyte,
  maxRatio: Number.POSITIVE_INFINITY,
  ratioFloorBytes: 0,
};

export type PackageMutation = (pkg: OfficePackage, family: FuzzFamily, random: SeededRandom) => OfficePackage;

const textParts = (pkg: OfficePackage) =>
  pkg.entries.filter((entry) => /\.(xml|x?html?|opf|ncx|rels)$/.test(entry.name));

function replacedPart(pkg: OfficePackage, random: SeededRandom, change: (entry: PackageEntry) => Buffer) {
  const parts = textParts(pkg);
  if (parts.length === 0) return pkg;
  const chosen = random.pick(parts);
  return {
    entries: pkg.entries.map((entry) => (entry === chosen ? { ...entry, data: change(entry) } : entry)),
  };
}

const bombPart = (name: string, bytes: number): PackageEntry => ({
  name,
  data: Buffer.alloc(bytes, '<w:p/>'),
  compressed: true,
});

export const packageMutations: Record<string, PackageMutation> = {
  partBytesMutated: (pkg, _family, random) =>
    replacedPart(pkg, random, (entry) => {
      const [, mutate] = random.pick(Object.entries(byteMutations));
      return mutate(entry.data, random);
    }),
  partHostile: (pkg, family, random) =>
    replacedPart(pkg, random, (entry) => {
      const [, mutate] = random.pick(hostileTextMutations(family));
      return Buffer.from(mutate(entry.data.toString('utf8'), family, random));
    }),
  partMissing: (pkg, _family, random) => {
    const dropped = random.pick(pkg.entries);
    return { entries: pkg.entries.filter((entry) => entry !== dropped) };
  },
  manySmallBombs: (pkg) => ({
    entries: [
      ...pkg.entries,
      ...Array.from({ length: 64 }, (_, i) => bombPart(`media/bomb${i}.xml`, megabyte)),
    ],
  }),
  oneHugePart: (pkg) => ({ entries: [...pkg.entries, bombPart('media/huge.xml', 32 * megabyte)] }),
  tooManyParts: (pkg) => ({
    entries: [
      ...pkg.entries,
      ...Array.from({ length: 20_001 }, (_, i) => ({
        name: `m/${i}`,
        data: Buffer.alloc(0),
        compressed: false,
      })),
    ],
  }),
};

/** Mutations whose output does not depend on chance: each seed's is made once and reused. */
export const fixedPackageMutations = new Set(['manySmallBombs', 'oneHugePart', 'tooManyParts']);

export function readSeedPackage(data: Buffer): Promise<OfficePackage> {
  return readPackage(data, 'seed', roomyLimits);
}

export { writePackage };

/** Every local and central header marked "encrypted" (general purpose flag bit 0). */
export function markedEncrypted(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const headers: [signature: number, flagsAt: number][] = [
    [0x04034b50, 6],
    [0x02014b50, 8],
  ];
  for (let at = 0; at + 4 <= copy.length; at++) {
    const signature = copy.readUInt32LE(at);
    const header = headers.find(([expected]) => expected === signature);
    if (header && at + header[1] + 2 <= copy.length) {
      copy.writeUInt16LE(copy.readUInt16LE(at + header[1]) | 1, at + header[1]);
    }
  }
  return copy;
}
