// YAML front matter: the page's `title` and `description` are what readers see; every other key is
// configuration (dates, layouts, slugs) and stays as written. (TOML: toml-front-matter.ts.)
import type { Yaml } from 'mdast';
import { isMap, isScalar, parse, parseDocument, Scalar } from 'yaml';
import { UserFacingError } from '../../errors';
import type { SourceSpan } from '../source-positions/source-rewrite';

const translatedKeys = new Set(['title', 'description']);

export interface FrontMatterValue {
  key: string;
  text: string;
  span: SourceSpan;
  /** How the source writes the value, so a translation is written the same way where it can be. */
  style: Scalar.Type | 'toml' | undefined;
}

function malformed(line: number, column: number, reason: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `The YAML front matter of this Markdown file is malformed at line ${line}, column ${column}: ${reason}`,
    { line, column },
  );
}

/** Where the YAML between the `---` lines starts, and on which line of the file. */
function bodyStart(source: string, node: Yaml): { offset: number; line: number } {
  const offset = source.indexOf('\n', node.position?.start.offset ?? 0) + 1;
  return { offset, line: (node.position?.start.line ?? 1) + 1 };
}

export function frontMatterValues(source: string, node: Yaml): FrontMatterValue[] {
  const start = bodyStart(source, node);
  const at = source.indexOf(node.value, start.offset);
  if (at < 0) return [];
  const body = source.slice(start.offset, at + node.value.length);
  const document = parseDocument(body, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    const [position] = error.linePos ?? [];
    const line = (position?.line ?? 1) + start.line - 1;
    throw malformed(line, position?.col ?? 1, error.message.split('\n')[0] ?? error.code);
  }
  if (!isMap(document.contents)) return [];
  return document.contents.items.flatMap((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const { value } = pair;
    if (!translatedKeys.has(key) || !isScalar(value) || typeof value.value !== 'string' || !value.range) {
      return [];
    }
    const [from, valueEnd] = value.range;
    // A block scalar's (`>`, `|`) range takes in its last line break, which the next key needs.
    const to = from + body.slice(from, valueEnd).trimEnd().length;
    return [
      {
        key,
        text: value.value,
        span: { start: start.offset + from, end: start.offset + to },
        style: value.type,
      },
    ];
  });
}

function isSafePlain(text: string): boolean {
  if (/[\n\r]/.test(text) || text !== text.trim()) return false;
  try {
    return parse(`key: ${text}`)?.key === text;
  } catch {
    return false;
  }
}

/** The translated value in the source's quoting style when it can hold it, else double-quoted. */
export function renderFrontMatterValue(text: string, style: FrontMatterValue['style']): string {
  if (style === Scalar.PLAIN && isSafePlain(text)) return text;
  if (style === Scalar.QUOTE_SINGLE && !/[\n\r]/.test(text)) return `'${text.replace(/'/g, "''")}'`;
  return JSON.stringify(text);
}
