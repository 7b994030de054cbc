// Where a Markdown file can be cut into pieces that parse on their own exactly as inside the whole
// file: before a line that follows a blank line, is not indented and is not a list marker, so every
// quote, list and paragraph before it has ended. Nor is a piece started with a `---` or `+++` line,
// which would be read as front matter at the start of a piece. Fenced code, `$$` math, front matter and HTML blocks
// of types 1–5 run across blank lines, so no cut is made inside them. The top-level definition labels
// met on the way are collected too (see piece-parse.ts). A wrong guess here is caught when the pieces
// are parsed, and the file is then parsed whole.

export interface BlockBoundaries {
  /** Offsets where pieces start; the first is 0. */
  starts: number[];
  /** Labels of `[label]:` and `[^label]:` definitions, as written (footnotes with their `^`). */
  labels: string[];
}

const fenceOpener = /^ {0,3}(`{3,}|~{3,}|\${2,})(.*)$/;
const fenceCloser = /^ {0,3}(`{3,}|~{3,}|\${2,})[ \t]*\r?$/;
const frontMatterFence = /^(?:-{3}|\+{3})[ \t]*\r?$/;
const definition = /^ {0,3}\[(\^?(?:[^\\[\]]|\\.){1,999})\]:/;
const listMarker = /^(?:[-+*](?:[ \t]|\r?$)|\d{1,9}[.)](?:[ \t]|\r?$))/;
const isBlank = (line: string) => /^[ \t]*\r?$/.test(line);

/** HTML blocks of types 1–5 by how they start, and the text that ends them. */
const htmlBlockEnds: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|\r?$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** What the line closes once a construct is open: the rest of the construct is skipped. */
type OpenConstruct = ((line: string) => boolean) | undefined;

function fenceClosedBy(marker: string): (line: string) => boolean {
  return (line) => {
    const closer = fenceCloser.exec(line)?.[1];
    return closer !== undefined && closer[0] === marker[0] && closer.length >= marker.length;
  };
}

/** The construct the line opens and leaves open, if any. */
function opens(line: string): OpenConstruct {
  const fence = fenceOpener.exec(line);
  const marker = fence?.[1];
  if (marker && !(marker[0] !== '~' && (fence[2] ?? '').includes(marker[0] as string))) {
    return fenceClosedBy(marker);
  }
  for (const [start, end] of htmlBlockEnds) {
    const opened = start.exec(line);
    if (opened && !end.test(line.slice(opened[0].length))) return (next) => end.test(next);
  }
  return undefined;
}

/** Where the front matter ends (0 when there is none), or -1 when it is not closed. */
function frontMatterEnd(text: string): number {
  const firstEnd = text.indexOf('\n');
  if (firstEnd < 0 || !frontMatterFence.test(text.slice(0, firstEnd))) return 0;
  const fence = text.slice(0, 3);
  for (let start = firstEnd + 1; start < text.length; ) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    if (line.startsWith(fence) && frontMatterFence.test(line)) return end < 0 ? text.length : end + 1;
    if (end < 0) break;
    start = end + 1;
  }
  return -1;
}

/** Cut points about `pieceSize` characters apart, and the definition labels. */
export function blockBoundaries(text: string, pieceSize: number): BlockBoundaries {
  const found: BlockBoundaries = { starts: [0], labels: [] };
  let start = frontMatterEnd(text);
  if (start < 0) return found;
  let open: OpenConstruct;
  let afterBlank = false;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline + 1;
    const line = text.slice(start, newline < 0 ? text.length : newline);
    if (open) {
      if (open(line)) open = undefined;
    } else {
      const first = line[0];
      const level =
        first !== undefined &&
        first !== ' ' &&
        first !== '\t' &&
        !listMarker.test(line) &&
        !frontMatterFence.test(line);
      if (afterBlank && level && start - (found.starts.at(-1) as number) >= pieceSize)
        found.starts.push(start);
      const label = definition.exec(line)?.[1];
      if (label) found.labels.push(label);
      open = opens(line);
    }
    afterBlank = isBlank(line);
    start = end;
  }
  return found;
}
