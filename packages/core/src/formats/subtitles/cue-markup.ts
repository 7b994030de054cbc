// The shared cue model: a cue's text is a run of tokens (text, styling tags, line breaks) whatever the
// flavour. Tags become placeholders so engines carry them; line breaks become `\n` so the engine sees
// the cue's sentence whole.

export type CueToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; markup: string }
  | { kind: 'close'; name: string; markup: string }
  | { kind: 'standalone'; markup: string }
  | { kind: 'break'; markup: string };

export interface CueSegment {
  /** Segment text: placeholders for markup, `\n` between the cue's lines. */
  text: string;
  /** What each placeholder stands for, by id: `{ 1: ['<i>', '</i>'], 2: ['{\\an8}'] }`. */
  markup: Record<number, string[]>;
  /** The cue's own line breaks (`\r\n`, `\N`…), in order. */
  lineBreaks: string[];
}

interface OpenTag {
  id: number;
  name: string;
  at: number;
}

/** Tags nested deeper than this are not styling but an attack (or a broken generator). */
export const maxTagDepth = 50;

/** Markup inside a cue that no player would show; the document layer turns it into a `bad_file`. */
export class CueMarkupError extends Error {}

export function cueSegment(tokens: readonly CueToken[]): CueSegment {
  const parts: string[] = [];
  const markup: Record<number, string[]> = {};
  const lineBreaks: string[] = [];
  const open: OpenTag[] = [];
  let lastId = 0;
  for (const token of tokens) {
    if (token.kind === 'text') parts.push(token.text);
    else if (token.kind === 'break') {
      parts.push('\n');
      lineBreaks.push(token.markup);
    } else if (token.kind === 'open') {
      lastId += 1;
      markup[lastId] = [token.markup];
      open.push({ id: lastId, name: token.name, at: parts.length });
      parts.push(`<g${lastId}>`);
      if (open.length > maxTagDepth) throw new CueMarkupError(`tags nested more than ${maxTagDepth} deep`);
    } else {
      const opener = token.kind === 'close' ? closeTag(open, token.name) : undefined;
      if (opener) {
        markup[opener.id]?.push(token.markup);
        parts.push(`</g${opener.id}>`);
      } else {
        lastId += 1;
        markup[lastId] = [token.markup];
        parts.push(`<x${lastId}/>`);
      }
    }
  }
  // A tag never closed (common in hand-made SRT) stands alone rather than wrapping text it does not end.
  for (const { id, at } of open) parts[at] = `<x${id}/>`;
  return { text: parts.join(''), markup, lineBreaks };
}

function closeTag(open: OpenTag[], name: string): OpenTag | undefined {
  const at = open.findLastIndex((tag) => tag.name === name);
  if (at < 0) return undefined;
  const [opener] = open.splice(at, 1);
  return opener;
}

const placeholderTag = /<(\/?)([gx])(\d+)\/?>/y;

function markupOf(tag: RegExpExecArray, markup: Record<number, string[]>): string {
  const [, slash, letter, digits] = tag;
  const forms = markup[Number(digits)] ?? [];
  if (letter === 'x') return forms.join('');
  return (slash ? forms[1] : forms[0]) ?? '';
}

/**
 * A translated segment back to cue lines with their markup. Placeholders the source did not have are
 * dropped: an engine's invention must not end up as a tag on screen. Tags are tried only where a `<`
 * is, which is what a global replace does, without a callback per tag.
 */
export function renderCueLine(translation: string, markup: Record<number, string[]>): string {
  let rendered = '';
  let copied = 0;
  for (let at = translation.indexOf('<'); at !== -1; at = translation.indexOf('<', at + 1)) {
    placeholderTag.lastIndex = at;
    const tag = placeholderTag.exec(translation);
    if (!tag) continue;
    rendered += translation.slice(copied, at) + markupOf(tag, markup);
    copied = placeholderTag.lastIndex;
    at = copied - 1;
  }
  return copied === 0 ? translation : rendered + translation.slice(copied);
}
