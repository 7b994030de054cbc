// The document as a sequence of pieces: prose (paragraphs, list items, section titles, captions) to
// translate, and everything else (preamble, environments' openings, math, verbatim) kept as written.
import {
  headingCommands,
  preambleTitleCommands,
  rawEnvironments,
  tableEnvironments,
  titleCommands,
} from './tex-commands';
import { atCellEnd, type InlineContext, readInline, skipEnvironment } from './tex-inline';
import type { TexPiece } from './tex-items';
import type { TexReader } from './tex-reader';

interface OpenEnvironment {
  name: string;
  at: number;
}

class BlockReader {
  readonly pieces: TexPiece[] = [];
  private rawStart: number;

  constructor(
    private readonly context: InlineContext,
    start: number,
  ) {
    this.rawStart = start;
  }

  private get reader(): TexReader {
    return this.context.reader;
  }

  private flushRaw(): void {
    if (this.reader.at > this.rawStart)
      this.pieces.push({ kind: 'raw', start: this.rawStart, end: this.reader.at });
    this.rawStart = this.reader.at;
  }

  private prose(role: 'paragraph' | 'heading' | 'title', depth: number, closer = '}'): void {
    this.flushRaw();
    const start = this.reader.at;
    const items = readInline(this.context, depth, closer);
    if (items.length > 0) this.pieces.push({ kind: 'prose', items, role, start, end: this.reader.at });
    this.rawStart = this.reader.at;
  }

  /** `\section*[short]{Title}`: the braced title is prose of its own. */
  titleArgument(name: string): void {
    const { reader } = this;
    if (reader.peek() === '*') reader.at += 1;
    reader.skipOptionalArguments();
    if (reader.peek() === '{')
      this.bracedProse(headingCommands.has(name) ? 'heading' : name === 'title' ? 'title' : 'paragraph');
  }

  private bracedProse(role: 'paragraph' | 'heading' | 'title'): void {
    const { reader } = this;
    const open = reader.at;
    reader.at += 1;
    this.prose(role, 1);
    if (reader.peek() !== '}') throw reader.fail('this "{" is never closed', open);
    reader.at += 1;
  }

  /** Beamer's `\begin{frame}[options]{Title}{Subtitle}`: the title heads the frame's text. */
  private frameTitles(): void {
    const { reader } = this;
    reader.skipOptionalArguments();
    for (let argument = 0; argument < 2 && reader.peek() === '{'; argument += 1)
      this.bracedProse(argument === 0 ? 'heading' : 'paragraph');
  }

  /** `\item[Term]`: a description list's term is text to translate too. */
  private itemLabel(): void {
    const { reader } = this;
    if (reader.peek() !== '[') return;
    const open = reader.at;
    reader.at += 1;
    this.prose('paragraph', 1, ']');
    if (reader.peek() !== ']') throw reader.fail('this "[" is never closed', open);
    reader.at += 1;
  }

  /** Reads the body up to `\end{document}` (included) or the end of the file. */
  body(environments: OpenEnvironment[]): void {
    const { reader } = this;
    while (!reader.done) {
      this.prose('paragraph', 0);
      if (reader.done) break;
      const start = reader.at;
      if (this.context.inTable && atCellEnd(reader)) {
        this.skipCellEnd();
        continue;
      }
      const command = /^\\([A-Za-z]+)(?![A-Za-z])/.exec(reader.source.slice(start, start + 40))?.[1];
      if (!command)
        reader.at = start + (/^\s+/.exec(reader.source.slice(start, start + 1000))?.[0].length ?? 1);
      else {
        reader.readCommandName();
        if (command === 'begin') this.begin(environments, start);
        else if (command === 'end' && this.end(environments, start) === 'document') break;
        else if (command === 'item') this.itemLabel();
        else if (titleCommands.has(command)) this.titleArgument(command);
      }
    }
    const open = environments.at(-1);
    if (open) throw reader.fail(`\\begin{${open.name}} is never ended`, open.at);
    reader.at = reader.source.length;
    this.flushRaw();
  }

  private skipCellEnd(): void {
    const { reader } = this;
    if (reader.peek() === '&') {
      reader.at += 1;
      return;
    }
    reader.readCommandName();
    if (reader.peek() === '*') reader.at += 1;
    reader.skipOptionalArguments();
  }

  private inTableNow(environments: readonly OpenEnvironment[]): void {
    this.context.inTable = tableEnvironments.has(environments.at(-1)?.name ?? '');
  }

  private begin(environments: OpenEnvironment[], start: number): void {
    const { reader } = this;
    const nameStart = reader.at;
    const name = reader.skipGroup();
    if (rawEnvironments.has(name)) {
      reader.at = nameStart;
      skipEnvironment(reader, start);
    } else {
      if (name === 'frame') this.frameTitles();
      else reader.skipArguments();
      environments.push({ name, at: start });
      this.inTableNow(environments);
    }
  }

  private end(environments: OpenEnvironment[], start: number): string {
    const name = this.reader.skipGroup();
    const open = environments.pop();
    if (open?.name !== name)
      throw this.reader.fail(
        open ? `\\end{${name}} ends \\begin{${open.name}}` : `\\end{${name}} has no \\begin{${name}}`,
        start,
      );
    this.inTableNow(environments);
    return name;
  }

  /** The preamble is kept as written, apart from the arguments of `\title` and `\subtitle`. */
  preamble(end: number): void {
    const { reader } = this;
    while (reader.at < end) {
      const character = reader.peek();
      if (character === '%') reader.skipComment();
      else if (character !== '\\') reader.at += 1;
      else {
        const name = reader.readCommandName();
        if (preambleTitleCommands.has(name)) this.titleArgument(name);
      }
    }
  }
}

const documentStart = /\\begin\s*\{document\}/;

export function readTexPieces(context: InlineContext): TexPiece[] {
  const { reader } = context;
  const blocks = new BlockReader(context, 0);
  const begin = findDocumentStart(reader.source);
  if (begin === undefined) blocks.body([]);
  else {
    blocks.preamble(begin.index);
    reader.at = begin.index + begin.length;
    blocks.body([{ name: 'document', at: begin.index }]);
  }
  return blocks.pieces;
}

/** `\begin{document}` outside comments; a file without one is a fragment (a chapter for `\input`). */
function findDocumentStart(source: string): { index: number; length: number } | undefined {
  for (const line of source.matchAll(/^.*$/gm)) {
    const code = line[0].replace(/(?<!\\)%.*$/, '');
    const match = documentStart.exec(code);
    if (match) return { index: line.index + match.index, length: match[0].length };
  }
  return undefined;
}
