// A plain-text document is paragraphs separated by blank lines. Everything around the paragraphs —
// blank lines, indentation, trailing spaces, the final newline — is kept byte for byte as "gaps".

export interface ParagraphLayout {
  /** One more than `paragraphs`: before the first, between each two, after the last. */
  gaps: string[];
  paragraphs: string[];
}

// Whitespace that ends one paragraph and starts the next: at least one blank (or whitespace-only) line.
const paragraphBreak = /[^\S\r\n]*(?:\r?\n[^\S\r\n]*){2,}/g;

export function splitParagraphs(text: string): ParagraphLayout {
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  if (leading.length === text.length) return { gaps: [text], paragraphs: [] };
  const trailing = /\s*$/.exec(text)?.[0] ?? '';
  const body = text.slice(leading.length, text.length - trailing.length);
  const gaps = [leading];
  const paragraphs: string[] = [];
  let position = 0;
  for (const match of body.matchAll(paragraphBreak)) {
    const start = match.index ?? 0;
    paragraphs.push(body.slice(position, start));
    gaps.push(match[0]);
    position = start + match[0].length;
  }
  paragraphs.push(body.slice(position));
  gaps.push(trailing);
  return { gaps, paragraphs };
}

export function joinParagraphs({ gaps, paragraphs }: ParagraphLayout): string {
  return gaps.map((gap, index) => gap + (paragraphs[index] ?? '')).join('');
}
