// Reads LaTeX prose into inline items: words, spaces, styled groups, footnotes, and everything else
// as markup. Stops at the end of the current group, or (at the top) where a block starts.
import { isAccentCommand, readAccentedLetter } from './tex-accents';
import { declarations, styledTextCommands, titleCommands } from './tex-commands';
import type { InlineItem } from './tex-items';
import type { TextMacro, TextMacros } from './tex-macros';
import { maxGroupDepth, type TexReader } from './tex-reader';

export interface InlineContext {
  reader: TexReader;
  /** Inside a table, `&` and `\\` end a cell: each cell is a segment. */
  inTable?: boolean;
  /** The document's own macros (and common packages' text commands) whose arguments are prose. */
  macros?: TextMacros;
}

const escapedCharacters = new Set(['%', '&', '#', '_', '$', '{', '}']);
const specialCharacters = new Set(['~', '&', '#', '^', '_']);
const blockCommands = new Set(['begin', 'end', 'item', 'par', ...titleCommands]);
const paragraphBreak = /^[ \t]*\r?\n(?:[ \t]*\r?\n)+[ \t]*/;
// `]` ends a run on its own, as it may close an `\item[…]` label.
const textRun = /^[^\\{}$%~&#^_\s\]]+/;

/** True where a paragraph ends: a blank line, `\par`, `\item`, `\begin`, `\end`, a section title, a table cell's end. */
export function atBlockStart({ reader, inTable }: InlineContext): boolean {
  if (inTable && atCellEnd(reader)) return true;
  if (paragraphBreak.test(reader.source.slice(reader.at, reader.at + 200))) return true;
  const command = /^\\([A-Za-z]+)(?![A-Za-z])(\{?)/.exec(reader.source.slice(reader.at, reader.at + 40));
  const name = command?.[1] ?? '';
  // Plain TeX's brace-less `\end` is a command like any other, not the end of an environment.
  if ((name === 'begin' || name === 'end') && !command?.[2]) return false;
  return blockCommands.has(name);
}

export function atCellEnd(reader: TexReader): boolean {
  return reader.peek() === '&' || reader.startsWith('\\\\');
}

/** Reads until the `closer` that ends the current group (`]` for an `\item[…]` label) or a block. */
export function readInline(context: InlineContext, depth: number, closer = '}'): InlineItem[] {
  const { reader } = context;
  if (depth > maxGroupDepth) throw reader.fail(`groups nested more than ${maxGroupDepth} deep`);
  const items: InlineItem[] = [];
  while (!reader.done) {
    const character = reader.peek();
    if (character === closer && depth > 0) break;
    if (character === '}') throw reader.fail('this "}" closes no group');
    if (depth === 0 && atBlockStart(context)) break;
    const start = reader.at;
    if (character === '\\') items.push(...readCommand(context, depth));
    else if (character === '{')
      items.push(...readGroup(context, depth, start, afterDeclarations(reader, start + 1)));
    else if (character === '$') items.push(readDollarMath(reader));
    else if (character === '%') {
      reader.skipComment();
      items.push({ kind: 'markup', start, end: reader.at });
    } else if (specialCharacters.has(character)) {
      reader.at += 1;
      items.push({ kind: 'markup', start, end: reader.at });
    } else if (/\s/.test(character)) {
      reader.at += (/^\s+/.exec(reader.source.slice(start, start + 1000))?.[0] ?? ' ').length;
      items.push({ kind: 'space', start, end: reader.at });
    } else {
      const text = textRun.exec(reader.source.slice(start, start + 10_000))?.[0] ?? character;
      reader.at += text.length;
      items.push({ kind: 'text', text, start, end: reader.at });
    }
  }
  return items;
}

/** `{`…`}` (or `\emph{`…`}`: the opening runs from `start` to `contentStart`) as a placeholder pair. */
function readGroup(context: InlineContext, depth: number, start: number, contentStart: number): InlineItem[] {
  const { reader } = context;
  reader.at = contentStart;
  const inner = readInline(context, depth + 1);
  if (reader.peek() !== '}') throw reader.fail('this "{" is never closed', contentStart - 1);
  reader.at += 1;
  return [
    { kind: 'open', start, end: contentStart },
    ...inner,
    { kind: 'close', start: reader.at - 1, end: reader.at },
  ];
}

const leadingDeclarations = /^(?:\\([A-Za-z]+)(?![A-Za-z])\s*)+/;

/** `{\bf Warning:}`: the declarations open the pair with the brace, so no engine can move them out of it. */
function afterDeclarations(reader: TexReader, contentStart: number): number {
  const found = leadingDeclarations.exec(reader.source.slice(contentStart, contentStart + 200))?.[0] ?? '';
  const names = Array.from(found.matchAll(/\\([A-Za-z]+)/g), (match) => match[1] ?? '');
  return names.every((name) => declarations.has(name)) ? contentStart + found.length : contentStart;
}

function readDollarMath(reader: TexReader): InlineItem {
  const start = reader.at;
  const display = reader.peek(1) === '$';
  reader.at += display ? 2 : 1;
  while (!reader.done && reader.peek() !== '$') reader.at += reader.peek() === '\\' ? 2 : 1;
  if (reader.done || (display && reader.peek(1) !== '$'))
    throw reader.fail('this "$" math is never closed', start);
  reader.at += display ? 2 : 1;
  return { kind: 'markup', start, end: reader.at };
}

function readCommand(context: InlineContext, depth: number): InlineItem[] {
  const { reader } = context;
  const start = reader.at;
  const name = reader.readCommandName();
  const markup = (): InlineItem[] => [{ kind: 'markup', start, end: reader.at }];
  if (escapedCharacters.has(name)) return [{ kind: 'text', text: name, start, end: reader.at }];
  if (isAccentCommand(name, reader.peek())) return readAccent(context, name, start);
  if (name === 'footnote' || name === 'thanks') return [readFootnote(context, depth, start)];
  const macro = context.macros?.get(name);
  const macroItems = macro && readTextMacro(context, depth, start, macro);
  if (macroItems) return macroItems;
  const styled = styledTextCommands.get(name);
  if (styled !== undefined) {
    reader.skipLeadingArguments(styled);
    return reader.peek() === '{' ? readGroup(context, depth, start, reader.at + 1) : markup();
  }
  if (name === '(') reader.skipPast('\\)', 'this "\\(" math', start);
  else if (name === '[') reader.skipPast('\\]', 'this "\\[" math', start);
  else if (name === '\\') {
    if (reader.peek() === '*') reader.at += 1;
    reader.skipOptionalArguments();
  } else if (name === 'verb' || name === 'verb*') skipVerb(reader, start);
  else if (name === 'begin' && reader.peek() === '{') skipEnvironment(reader, start);
  else if (/^[A-Za-z@]/.test(name) && !declarations.has(name)) reader.skipArguments();
  return markup();
}

/**
 * A call of a macro with prose arguments: each one is a pair around its text, the arguments kept as
 * written going with the markup before or after it. Undefined (the reader back after the name) when a
 * mandatory argument is not braced.
 */
function readTextMacro(
  context: InlineContext,
  depth: number,
  start: number,
  macro: TextMacro,
): InlineItem[] | undefined {
  const { reader } = context;
  const afterName = reader.at;
  const items: InlineItem[] = [];
  let keptFrom = start;
  for (const [index, argument] of macro.args.entries()) {
    if (argument === 's' && reader.peek() === '*') reader.at += 1;
    else if (argument === 'o' && reader.peek() === '[') reader.skipGroup('[', ']');
    else if (argument === 'm' && reader.peek() !== '{') {
      reader.at = afterName;
      return undefined;
    } else if (argument === 'm' && !macro.text.has(index)) reader.skipGroup();
    else if (argument === 'm') {
      items.push(...readGroup(context, depth, keptFrom, reader.at + 1));
      keptFrom = reader.at;
    }
  }
  const last = items.at(-1);
  if (!last) {
    reader.at = afterName;
    return undefined;
  }
  // The arguments kept after the last text go with its closing brace.
  last.end = reader.at;
  return items;
}

function readAccent(context: InlineContext, name: string, start: number): InlineItem[] {
  const letter = readAccentedLetter(context.reader, name);
  const end = context.reader.at;
  if (!letter || Array.from(letter).length !== 1) return [{ kind: 'markup', start, end }];
  return [{ kind: 'text', text: letter, start, end }];
}

function readFootnote(context: InlineContext, depth: number, start: number): InlineItem {
  const { reader } = context;
  reader.skipOptionalArguments();
  // `\footnote` without braces is a macro definition's business (`\let\footnote…`): kept as written.
  if (reader.peek() !== '{') return { kind: 'markup', start, end: reader.at };
  const innerStart = reader.at + 1;
  reader.at = innerStart;
  const items = readInline(context, depth + 1);
  if (reader.peek() !== '}') throw reader.fail('this "{" is never closed', innerStart - 1);
  reader.at += 1;
  return { kind: 'footnote', start, end: reader.at, items, innerStart, innerEnd: reader.at - 1 };
}

function skipVerb(reader: TexReader, start: number): void {
  const delimiter = reader.peek();
  const end = reader.source.indexOf(delimiter, reader.at + 1);
  if (!delimiter || end < 0 || reader.source.slice(reader.at, end).includes('\n'))
    throw reader.fail('this \\verb is never closed', start);
  reader.at = end + 1;
}

/** An environment met inside a group (a list inside a footnote): kept whole, as written. */
export function skipEnvironment(reader: TexReader, start: number): void {
  const name = reader.skipGroup();
  const end = `\\end{${name}}`;
  let depth = 1;
  const nested = new RegExp(String.raw`\\(begin|end)\{${name.replace(/[^\w]/g, '\\$&')}\}`, 'g');
  nested.lastIndex = reader.at;
  for (let match = nested.exec(reader.source); match; match = nested.exec(reader.source)) {
    depth += match[1] === 'begin' ? 1 : -1;
    if (depth === 0) {
      reader.at = match.index + end.length;
      return;
    }
  }
  throw reader.fail(`\\begin{${name}} is never ended`, start);
}
