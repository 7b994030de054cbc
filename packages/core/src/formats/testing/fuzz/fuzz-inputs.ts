// The fuzzer's inputs for one family: its seeds changed by a mutation chosen at random (seeded), or
// replaced by another family's seed under this family's extension. Inputs are made lazily, one at a
// time, so a run of thousands holds one in memory.
import path from 'node:path';
import type { OfficePackage } from '../../office-package';
import { byteMutations } from './byte-mutations';
import type { FuzzFamily, Seed } from './fuzz-families';
import { hostileTextMutations, invalidUtf8 } from './hostile-text';
import {
  fixedPackageMutations,
  markedEncrypted,
  packageMutations,
  readSeedPackage,
  writePackage,
} from './package-mutations';
import { SeededRandom } from './seeded-random';

export interface FuzzInput {
  /** What to reproduce it with: the seed's name and the mutation. */
  label: string;
  mutation: string;
  filename: string;
  data: Buffer;
  /** Bilingual output and language detection take paths of their own through a format. */
  bilingual: boolean;
  from: string;
}

interface Mutator {
  name: string;
  apply(seed: Seed, random: SeededRandom): Promise<Buffer> | Buffer;
}

function byteMutators(): Mutator[] {
  const mutations = Object.values(byteMutations);
  const stacked: Mutator = {
    name: 'stacked',
    apply: (seed, random) => {
      let data = seed.data;
      for (let count = 2 + random.below(3); count > 0; count--) data = random.pick(mutations)(data, random);
      return data;
    },
  };
  return [
    ...Object.entries(byteMutations).map(([name, mutate]) => ({
      name,
      apply: (seed: Seed, random: SeededRandom) => mutate(seed.data, random),
    })),
    stacked,
  ];
}

function textMutators(family: FuzzFamily): Mutator[] {
  return [
    ...hostileTextMutations(family).map(([name, mutate]) => ({
      name,
      apply: (seed: Seed, random: SeededRandom) =>
        Buffer.from(mutate(seed.data.toString('utf8'), family, random)),
    })),
    {
      name: 'invalidUtf8',
      apply: (seed, random) => {
        const at = random.below(seed.data.length);
        return Buffer.concat([seed.data.subarray(0, at), invalidUtf8, seed.data.subarray(at)]);
      },
    },
  ];
}

function packageMutators(family: FuzzFamily): Mutator[] {
  const packages = new Map<string, Promise<OfficePackage>>();
  const fixed = new Map<string, Promise<Buffer>>();
  const pkgOf = (seed: Seed) => {
    if (!packages.has(seed.file)) packages.set(seed.file, readSeedPackage(seed.data));
    return packages.get(seed.file) as Promise<OfficePackage>;
  };
  const mutators: Mutator[] = Object.entries(packageMutations).map(([name, mutate]) => ({
    name,
    apply: async (seed, random) => {
      const make = async () => writePackage(mutate(await pkgOf(seed), family, random));
      if (!fixedPackageMutations.has(name)) return make();
      const key = `${name}:${seed.file}`;
      if (!fixed.has(key)) fixed.set(key, make());
      return fixed.get(key) as Promise<Buffer>;
    },
  }));
  return [...mutators, { name: 'encrypted', apply: (seed) => markedEncrypted(seed.data) }];
}

function pdfMutators(): Mutator[] {
  return [
    {
      name: 'deepNesting',
      apply: (seed, random) => {
        const at = random.below(seed.data.length);
        const depth = 1000 + random.below(50_000);
        const nested = Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
        return Buffer.concat([seed.data.subarray(0, at), nested, seed.data.subarray(at)]);
      },
    },
  ];
}

function mutatorsFor(family: FuzzFamily): Mutator[] {
  const own = { zip: packageMutators(family), pdf: pdfMutators(), text: textMutators(family), legacy: [] };
  return [...byteMutators(), ...own[family.kind]];
}

/** `count` inputs for the family, the same ones for the same seed; `foreign` are other families' seeds. */
export async function* fuzzInputs(
  family: FuzzFamily,
  seeds: readonly Seed[],
  foreign: readonly Seed[],
  count: number,
  seed: number,
): AsyncGenerator<FuzzInput> {
  if (seeds.length === 0) throw new Error(`no seed documents for ${family.name}`);
  const random = new SeededRandom(seed);
  const mutators = mutatorsFor(family);
  for (let index = 0; index < count; index++) {
    const original = random.pick(seeds);
    const filename = `fuzz-${index}${original.extension}`;
    const settings = {
      filename,
      bilingual: random.below(4) === 0,
      from: random.below(4) === 0 ? 'auto' : 'en',
    };
    if (foreign.length > 0 && random.below(20) === 0) {
      const other = random.pick(foreign);
      const label = `${path.basename(other.file)} as ${original.extension}`;
      yield { label, mutation: 'wrongExtension', data: other.data, ...settings };
      continue;
    }
    const mutator = random.pick(mutators);
    const data = await mutator.apply(original, random);
    yield {
      label: `${path.basename(original.file)} ${mutator.name}`,
      mutation: mutator.name,
      data,
      ...settings,
    };
  }
}
