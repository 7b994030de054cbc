// micromark reads about half a megabyte a second, yet most of a long document is written in a plain
// subset of Markdown: ATX headings, paragraphs, tight single-paragraph lists, quotes, pipe tables and
// fenced code, with the inline markup simple-inline.ts reads. A group of top-level blocks written only
// in that subset is read here into the mdast tree micromark would make (piece-parse.test.ts compares
// the two); any line outside it — tabs, CR line breaks, HTML, indented code, lazy lines, loose lists,
// trailing spaces — makes the reader give up, and the group is parsed by micromark.
import type { BlockContent, List, ListItem, RootContent, TableCell, TableRow } from 'mdast';
import { readSimpleInline } from './simple-inline';
import { type ContentLine, pointAt } from './simple-lines';

interface Read<Node> {
  node: Node;
  /** Index of the first line after the block. */
  next: number;
}

const outsideSubset = /[\t\r\0]/;
const heading = /^(#{1,6}) +(?=\S)/;
const fenceOpener = /^(`{3,}|~{3,})(.*)$/;
const fenceLike = /^ {0,3}(`{3,}|~{3,}) *$/;
const thematicBreak = /^ {0,3}([-*_])(?: *\1){2,} *$/;
const listMarker = /^(?:([-+*])|\d{1,9}([.)]))( {1,4})(?=\S)/;
const orderedStart = /^\d+/;
const delimiterRow = /^\|(?: *:?-+:? *\|)+$/;
const wordCharacter = /[\p{L}\p{N}]/u;
const numberedLine = /^\d{1,9}[.)](?: |$)/;

/** The rest of the line from `start`, past a container's prefix. */
const from = (line: ContentLine, start: number): ContentLine => ({
  start,
  end: line.end,
  lineStart: line.lineStart,
  line: line.line,
});

class SimpleBlockReader {
  constructor(private readonly source: string) {}

  private text(line: ContentLine, from = line.start): string {
    return this.source.slice(from, line.end);
  }

  private indentation(line: ContentLine): number {
    let index = line.start;
    while (index < line.end && this.source[index] === ' ') index += 1;
    return index - line.start;
  }

  private isBlank(line: ContentLine): boolean {
    return line.start + this.indentation(line) === line.end;
  }

  private span(first: ContentLine, from: number, last: ContentLine, to: number) {
    return { start: pointAt(first, from), end: pointAt(last, to) };
  }

  /** Whether a line may start (or continue) a paragraph without starting any other block. */
  private startsParagraph(text: string): boolean {
    const first = text[0] as string;
    if (wordCharacter.test(first)) return !numberedLine.test(text);
    if (first === '*')
      return wordCharacter.test(text[1] ?? '') || (text[1] === '*' && wordCharacter.test(text[2] ?? ''));
    if (first === '`') return !text.startsWith('```');
    return first === '[' || first === '!' || first === '(' || first === '"' || first === "'";
  }

  /** Headings and paragraphs (and, at the top level, fences, quotes, tables and lists). */
  readBlocks(lines: readonly ContentLine[], topLevel: boolean): RootContent[] | undefined {
    const blocks: RootContent[] = [];
    let index = 0;
    while (index < lines.length) {
      const line = lines[index] as ContentLine;
      const indent = this.indentation(line);
      if (line.start + indent === line.end) {
        index += 1;
        continue;
      }
      if (indent > 3 || this.source[line.end - 1] === ' ') return undefined;
      const text = this.text(line, line.start + indent);
      const first = text[0];
      let read: Read<RootContent> | undefined;
      if (first === '#') read = this.readHeading(lines, index, indent);
      else if (!topLevel || indent > 0) read = this.readParagraph(lines, index);
      else if (first === '`' || first === '~') read = this.readFence(lines, index);
      else if (first === '>') read = this.readQuote(lines, index);
      else if (first === '|') read = this.readTable(lines, index);
      else if (listMarker.test(text) && !thematicBreak.test(text)) read = this.readList(lines, index);
      else read = this.readParagraph(lines, index);
      if (!read) return undefined;
      blocks.push(read.node);
      index = read.next;
    }
    return blocks;
  }

  private readHeading(
    lines: readonly ContentLine[],
    index: number,
    indent: number,
  ): Read<RootContent> | undefined {
    const line = lines[index] as ContentLine;
    const start = line.start + indent;
    const marks = heading.exec(this.text(line, start));
    if (!marks || this.source[line.end - 1] === '#') return undefined;
    const content = from(line, start + marks[0].length);
    const children = readSimpleInline(this.source, [content]);
    if (!children) return undefined;
    const depth = (marks[1] as string).length as 1 | 2 | 3 | 4 | 5 | 6;
    return {
      node: { type: 'heading', depth, children, position: this.span(line, start, line, line.end) },
      next: index + 1,
    };
  }

  private readParagraph(lines: readonly ContentLine[], index: number): Read<RootContent> | undefined {
    const content: ContentLine[] = [];
    let next = index;
    for (; next < lines.length; next += 1) {
      const line = lines[next] as ContentLine;
      const indent = this.indentation(line);
      if (line.start + indent === line.end) break;
      const start = line.start + indent;
      if (this.source[line.end - 1] === ' ' || !this.startsParagraph(this.text(line, start)))
        return undefined;
      content.push(from(line, start));
    }
    const children = readSimpleInline(this.source, content);
    const first = content[0];
    const last = content[content.length - 1];
    if (!children || !first || !last) return undefined;
    return {
      node: { type: 'paragraph', children, position: this.span(first, first.start, last, last.end) },
      next,
    };
  }

  private readFence(lines: readonly ContentLine[], index: number): Read<RootContent> | undefined {
    const open = lines[index] as ContentLine;
    const [, fence = '', rest = ''] = fenceOpener.exec(this.text(open)) ?? [];
    if (!fence || (fence[0] === '`' && rest.includes('`')) || /[\\&]/.test(rest)) return undefined;
    const info = rest.trim();
    const space = info.search(/\s/);
    const lang = info === '' ? null : space < 0 ? info : info.slice(0, space);
    const meta = space < 0 ? null : info.slice(space).trim();
    for (let next = index + 1; next < lines.length; next += 1) {
      const line = lines[next] as ContentLine;
      const text = this.text(line);
      const closer = fenceLike.exec(text)?.[1];
      if (!closer || closer[0] !== fence[0] || closer.length < fence.length) continue;
      if (text !== closer) return undefined;
      const value = lines
        .slice(index + 1, next)
        .map((inner) => this.text(inner))
        .join('\n');
      const position = this.span(open, open.start, line, line.end);
      return { node: { type: 'code', lang, meta, value, position }, next: next + 1 };
    }
    return undefined;
  }

  private readQuote(lines: readonly ContentLine[], index: number): Read<RootContent> | undefined {
    const inner: ContentLine[] = [];
    let next = index;
    for (; next < lines.length; next += 1) {
      const line = lines[next] as ContentLine;
      if (this.source[line.start] !== '>') break;
      inner.push(from(line, line.start + (this.source[line.start + 1] === ' ' ? 2 : 1)));
    }
    const following = lines[next];
    const last = inner[inner.length - 1] as ContentLine;
    if ((following && !this.isBlank(following)) || this.isBlank(last)) return undefined;
    const children = this.readBlocks(inner, false) as BlockContent[] | undefined;
    const first = lines[index] as ContentLine;
    if (!children) return undefined;
    return {
      node: { type: 'blockquote', children, position: this.span(first, first.start, last, last.end) },
      next,
    };
  }

  /** The offsets of a row's pipes, when it starts and ends with one and has `cells` cells. */
  private pipesOf(line: ContentLine, cells?: number): number[] | undefined {
    if (this.source[line.start] !== '|' || this.source[line.end - 1] !== '|' || line.end - line.start < 2) {
      return undefined;
    }
    const pipes: number[] = [];
    for (let at = line.start; at >= 0 && at < line.end; at = this.source.indexOf('|', at + 1)) pipes.push(at);
    return cells === undefined || pipes.length === cells + 1 ? pipes : undefined;
  }

  private readRow(line: ContentLine, pipes: readonly number[]): TableRow | undefined {
    const children: TableCell[] = [];
    for (let cell = 0; cell + 1 < pipes.length; cell += 1) {
      const from = pipes[cell] as number;
      const to = pipes[cell + 1] as number;
      let start = from + 1;
      let end = to;
      while (start < end && this.source[start] === ' ') start += 1;
      while (end > start && this.source[end - 1] === ' ') end -= 1;
      const content =
        start < end
          ? readSimpleInline(this.source, [{ start, end, lineStart: line.lineStart, line: line.line }])
          : [];
      if (!content) return undefined;
      const cellEnd = cell + 2 === pipes.length ? to + 1 : to;
      children.push({ type: 'tableCell', children: content, position: this.span(line, from, line, cellEnd) });
    }
    return { type: 'tableRow', children, position: this.span(line, line.start, line, line.end) };
  }

  private readTable(lines: readonly ContentLine[], index: number): Read<RootContent> | undefined {
    const header = lines[index] as ContentLine;
    const delimiter = lines[index + 1];
    const pipes = this.pipesOf(header);
    if (!pipes || !delimiter || !delimiterRow.test(this.text(delimiter))) return undefined;
    const cells = pipes.length - 1;
    const align = this.text(delimiter)
      .slice(1, -1)
      .split('|')
      .map((cell) => {
        const trimmed = cell.trim();
        const left = trimmed.startsWith(':');
        const right = trimmed.endsWith(':');
        return left && right ? 'center' : left ? 'left' : right ? 'right' : null;
      });
    if (align.length !== cells) return undefined;
    const headerRow = this.readRow(header, pipes);
    if (!headerRow) return undefined;
    const children = [headerRow];
    let next = index + 2;
    let last = delimiter;
    for (; next < lines.length; next += 1) {
      const line = lines[next] as ContentLine;
      if (this.isBlank(line)) break;
      const rowPipes = this.pipesOf(line, cells);
      const row = rowPipes && this.readRow(line, rowPipes);
      if (!row) return undefined;
      children.push(row);
      last = line;
    }
    const position = this.span(header, header.start, last, last.end);
    return { node: { type: 'table', align, children, position }, next };
  }

  /** A tight list of items of one paragraph (or heading), all with the same marker, then blank lines only. */
  private readList(lines: readonly ContentLine[], index: number): Read<RootContent> | undefined {
    const first = lines[index] as ContentLine;
    const firstMarker = listMarker.exec(this.text(first)) as RegExpExecArray;
    const [, bullet, delimiter] = firstMarker;
    const items: ListItem[] = [];
    let next = index;
    while (next < lines.length) {
      const line = lines[next] as ContentLine;
      const marker = listMarker.exec(this.text(line));
      if (!marker || marker[1] !== bullet || marker[2] !== delimiter || thematicBreak.test(this.text(line)))
        break;
      const column = marker[0].length;
      const itemLines = [from(line, line.start + column)];
      for (next += 1; next < lines.length; next += 1) {
        const continued = lines[next] as ContentLine;
        if (this.isBlank(continued) || this.indentation(continued) < column) break;
        itemLines.push(from(continued, continued.start + column));
      }
      const children = this.readBlocks(itemLines, false) as BlockContent[] | undefined;
      const end = itemLines[itemLines.length - 1] as ContentLine;
      if (!children) return undefined;
      const position = this.span(line, line.start, end, end.end);
      items.push({ type: 'listItem', spread: false, checked: null, children, position });
    }
    for (let rest = next; rest < lines.length; rest += 1) {
      if (!this.isBlank(lines[rest] as ContentLine)) return undefined;
    }
    const ordered = bullet === undefined;
    const start = ordered ? Number(orderedStart.exec(firstMarker[0])?.[0]) : null;
    const end = items[items.length - 1]?.position?.end;
    const position = { start: pointAt(first, first.start), end: end ?? pointAt(first, first.end) };
    const list: List = { type: 'list', ordered, start, spread: false, children: items, position };
    return { node: list, next: lines.length };
  }
}

/** The lines of `source` from `from` to `to`, the first being line `line` of the file. */
function linesOf(source: string, from: number, to: number, line: number): ContentLine[] {
  const lines: ContentLine[] = [];
  for (let start = from, number = line; start < to; number += 1) {
    const newline = source.indexOf('\n', start);
    const end = newline < 0 || newline >= to ? to : newline;
    lines.push({ start, end, lineStart: start, line: number });
    start = end + 1;
  }
  return lines;
}

/** The blocks of `source` from `from` to `to` as micromark would make them, or undefined. */
export function readSimpleBlocks(
  source: string,
  from: number,
  to: number,
  line: number,
): RootContent[] | undefined {
  if (outsideSubset.test(source.slice(from, to))) return undefined;
  return new SimpleBlockReader(source).readBlocks(linesOf(source, from, to, line), true);
}
