// `--glossary terms.csv`: the terms of a CSV file with a `source,target` header, read as the site reads
// an uploaded glossary, so a file that works in one works in the other.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type Glossary, UserFacingError } from '@verso/core';
import { parseGlossaryCsv } from '@verso/services/glossary-csv';

export async function readGlossaryFile(path: string | undefined): Promise<Glossary | undefined> {
  if (!path) return undefined;
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new UserFacingError('bad_file', `The glossary ${path} does not exist.`);
    throw error;
  });
  return { name: basename(path), terms: parseGlossaryCsv(text) };
}
