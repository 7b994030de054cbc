// The title of a link or image (`[text](url "Title")`), shown as a tooltip: translated on its own,
// written back inside the same delimiters with those delimiters escaped.
import type { SourceSpan } from '../source-positions/source-rewrite';

export type TitleDelimiter = '"' | "'" | '(';

export interface LinkTitle {
  text: string;
  /** Inside the delimiters. */
  span: SourceSpan;
  delimiter: TitleDelimiter;
}

const titleAtEnd =
  /[ \t\r\n]("(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\((?:[^()\\]|\\[\s\S])*\))[ \t\r\n]*\)$/;

/** Undefined for a reference link (`[text][ref]`), whose title lives in the definition. */
export function findLinkTitle(source: string, node: SourceSpan, text: string): LinkTitle | undefined {
  const raw = source.slice(node.start, node.end);
  const match = titleAtEnd.exec(raw);
  const quoted = match?.[1];
  if (!match || !quoted) return undefined;
  const start = node.start + match.index + 2;
  return { text, span: { start, end: start + quoted.length - 2 }, delimiter: quoted[0] as TitleDelimiter };
}

export function renderLinkTitle(text: string, delimiter: TitleDelimiter): string {
  const special = delimiter === '(' ? /[()\\]/g : delimiter === '"' ? /["\\]/g : /['\\]/g;
  return text.replace(/\s*\n\s*/g, ' ').replace(special, '\\$&');
}
