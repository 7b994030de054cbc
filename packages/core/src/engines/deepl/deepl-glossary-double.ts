// The glossary half of the DeepL test double: `POST /v2/glossaries`, `GET /v2/glossaries[/{id}]` and
// `DELETE /v2/glossaries/{id}`, checked as DeepL documents (TSV entries, no duplicate source, no tab or
// line break inside a term, no outer spaces, 400 otherwise), and applied to the double's fake translations
// by putting each term's target in place of its source.
import type { DoubleReply, DoubleRequest } from '../http/json-double';

export interface StoredGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: [source: string, target: string][];
}

export interface GlossaryStore {
  glossaries: Map<string, StoredGlossary>;
  /** Glossaries made from now on report `ready: false` until asked about them this many times. */
  readyAfterChecks: number;
  handle(request: DoubleRequest, id: string | undefined): DoubleReply;
  /** The glossary's target terms put in place of its source terms, or a refusal as DeepL gives it. */
  apply(id: string, sourceLang: unknown, targetLang: unknown, text: string): string | DoubleReply;
}

interface CreateBody {
  name?: unknown;
  source_lang?: unknown;
  target_lang?: unknown;
  entries?: unknown;
  entries_format?: unknown;
}

const badEntries = (detail: string): DoubleReply => ({
  status: 400,
  json: { message: 'Invalid glossary entries provided', detail },
});
const notFound: DoubleReply = { status: 404, json: { message: 'Glossary not found' } };

/** What DeepL refuses in a term: control characters, Unicode line breaks, outer whitespace, nothing. */
function termProblem(term: string): string | undefined {
  if (term === '') return 'is empty';
  if (/[\p{Cc}\u2028\u2029]/u.test(term)) return 'contains a control character or line break';
  if (term.trim() !== term) return 'has leading or trailing whitespace';
  return undefined;
}

function parseTsv(tsv: string): StoredGlossary['entries'] | DoubleReply {
  const entries: StoredGlossary['entries'] = [];
  const lines = tsv.split('\n').filter((line) => line !== '');
  for (const [index, line] of lines.entries()) {
    const fields = line.split('\t');
    if (fields.length !== 2) return badEntries(`Entry ${index} has ${fields.length} fields, not 2`);
    const [source = '', target = ''] = fields;
    const problem = termProblem(source) ?? termProblem(target);
    if (problem) return badEntries(`Entry ${index} ${problem}`);
    if (entries.some(([known]) => known === source))
      return badEntries(`Key with the index ${index} duplicates an earlier key`);
    entries.push([source, target]);
  }
  return entries.length > 0 ? entries : badEntries('No entries provided');
}

const bareLanguage = /^[a-z]{2}$/i;
/** DeepL documents glossaries for every language it translates except Thai. */
const withoutGlossaries = new Set(['th']);

function metadata({ entries: _entries, ...info }: StoredGlossary) {
  return info;
}

export function glossaryStore(): GlossaryStore {
  const glossaries = new Map<string, StoredGlossary>();
  const checksLeft = new Map<string, number>();
  let made = 0;
  const store: GlossaryStore = {
    glossaries,
    readyAfterChecks: 0,
    handle(request, id) {
      if (id === undefined && request.method === 'GET')
        return { status: 200, json: { glossaries: [...glossaries.values()].map(metadata) } };
      if (id === undefined && request.method === 'POST') return create(request.body as CreateBody);
      const glossary = id === undefined ? undefined : glossaries.get(id);
      if (!glossary || id === undefined) return notFound;
      if (request.method === 'DELETE') {
        glossaries.delete(id);
        return { status: 204, text: '' };
      }
      const left = (checksLeft.get(id) ?? 0) - 1;
      checksLeft.set(id, left);
      glossary.ready = left <= 0;
      return { status: 200, json: metadata(glossary) };
    },
    apply(id, sourceLang, targetLang, text) {
      const glossary = glossaries.get(id);
      if (!glossary) return notFound;
      if (typeof sourceLang !== 'string')
        return { status: 400, json: { message: 'Use of a glossary requires the source_lang parameter.' } };
      const target = String(targetLang).split('-')[0]?.toLowerCase();
      if (glossary.source_lang !== sourceLang.toLowerCase() || glossary.target_lang !== target)
        return { status: 400, json: { message: 'Glossary does not match the language pair.' } };
      if (!glossary.ready) return { status: 400, json: { message: 'Glossary is not ready yet.' } };
      return glossary.entries.reduce((result, [from, to]) => result.split(from).join(to), text);
    },
  };

  function create(body: CreateBody): DoubleReply {
    const { name, source_lang, target_lang, entries, entries_format } = body ?? {};
    if (typeof name !== 'string' || name === '' || typeof entries !== 'string')
      return { status: 400, json: { message: "Missing or invalid 'name' or 'entries'." } };
    if (entries_format !== 'tsv' && entries_format !== 'csv')
      return { status: 400, json: { message: "Value for 'entries_format' not supported." } };
    if (typeof source_lang !== 'string' || typeof target_lang !== 'string')
      return { status: 400, json: { message: "Missing 'source_lang' or 'target_lang'." } };
    const languages = [source_lang.toLowerCase(), target_lang.toLowerCase()];
    if (languages.some((code) => !bareLanguage.test(code) || withoutGlossaries.has(code)))
      return { status: 400, json: { message: 'Unsupported glossary language pair.' } };
    const parsed = parseTsv(entries);
    if (!Array.isArray(parsed)) return parsed;
    made += 1;
    const glossary_id = `glossary-${made}`;
    const glossary: StoredGlossary = {
      glossary_id,
      name,
      ready: store.readyAfterChecks === 0,
      source_lang: source_lang.toLowerCase(),
      target_lang: target_lang.toLowerCase(),
      creation_time: new Date().toISOString(),
      entry_count: parsed.length,
      entries: parsed,
    };
    glossaries.set(glossary_id, glossary);
    checksLeft.set(glossary_id, store.readyAfterChecks);
    return { status: 201, json: metadata(glossary) };
  }

  return store;
}
