// Per-job format options as they arrive from a form or the REST API (every value a string), checked
// and turned into FormatOptions. One reader, so the site, the API and the CLI accept the same spellings.
import { z } from 'zod';
import { speechEngineIds } from '../audio/speech/speech-engine-ids';
import { UserFacingError } from '../errors';
import type { FormatOptions } from './format';

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value),
    'must be true or false',
  )
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** "Title, Description" → ["Title", "Description"]; at most 200 names of 200 characters. */
const nameList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)).max(200));

const formatOptionFields = z.object({
  bilingual: flag.optional(),
  columns: nameList.optional(),
  excludeKeys: nameList.optional(),
  markFuzzy: flag.optional(),
  overwriteExisting: flag.optional(),
  bilingualLayout: z.enum(['interleaved', 'table']).optional(),
  bilingualPages: z.enum(['sideBySide', 'alternating']).optional(),
  skipComments: flag.optional(),
  skipNotes: flag.optional(),
  skipHeadersFooters: flag.optional(),
  skipHiddenSlides: flag.optional(),
  skipMasterSlides: flag.optional(),
  skipSheetNames: flag.optional(),
  forceOcr: flag.optional(),
  comic: flag.optional(),
  translateImages: flag.optional(),
  password: z.string().max(1000).optional(),
  speechEngine: z.enum(speechEngineIds).optional(),
});

export const formatOptionNames = Object.keys(formatOptionFields.shape) as (keyof FormatOptions)[];

/** Reads the option fields present in `fields`; others are ignored. A bad value names its field. */
export function readFormatOptions(fields: Record<string, string | undefined>): FormatOptions {
  const present = Object.fromEntries(
    formatOptionNames.flatMap((name) =>
      fields[name] === undefined || fields[name] === '' ? [] : [[name, fields[name]]],
    ),
  );
  const parsed = formatOptionFields.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new UserFacingError('bad_request', `Invalid format option: ${problems.join('; ')}.`);
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
}

/** The options without the ones that are secrets (a PDF's password): what may be kept once a job ends. */
export function withoutSecrets({ password: _password, ...options }: FormatOptions): FormatOptions {
  return options;
}
