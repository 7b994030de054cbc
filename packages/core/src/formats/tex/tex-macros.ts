// The document's own macros whose arguments are prose: `\newcommand{\mynote}[1]{\textit{Note: #1}}`
// makes `\mynote{…}` text to translate wherever it is used in a sentence. An argument is prose when
// every use of it in the body is in running text or inside the text of a styling command (`\emph{#1}`);
// one used as a key, label, path or in math (`\label{#1}`, `\ref`, `\cite`, `\url`, `\begin{#1}`, `$#1$`)
// is kept as written, as is every argument of a macro Verso cannot read (delimited `\def` parameters,
// `xparse` argument types other than `m`, `o`, `O{…}` and `s`).
import { styledTextCommands } from './tex-commands';

/** `m` a braced argument, `o` an optional `[…]` one, `s` an optional star. */
export type MacroArgument = 'm' | 'o' | 's';

export interface TextMacro {
  args: MacroArgument[];
  /** Indices into `args` of the mandatory arguments that are prose. */
  text: Set<number>;
}

export type TextMacros = ReadonlyMap<string, TextMacro>;

/** Text commands of common packages, read like `\emph`: name → braced arguments before the text. */
const packageTextCommands = new Map<string, number>([
  ['enquote', 0], // csquotes
  ['hl', 0], // soul
  ['ul', 0],
  ['st', 0],
  ['foreignlanguage', 1], // babel: the language, then the text
]);

/** Which braced argument of a known command is text, for a `#1` found inside it. */
function isTextArgument(name: string, index: number, macros: TextMacros): boolean {
  const styled = styledTextCommands.get(name) ?? packageTextCommands.get(name);
  if (styled !== undefined) return index === styled;
  if (name === 'footnote' || name === 'thanks') return index === 0;
  const macro = macros.get(name);
  if (!macro) return false;
  const mandatory = macro.args.flatMap((arg, at) => (arg === 'm' ? [at] : []));
  return macro.text.has(mandatory[index] ?? -1);
}

/** The index just past the group opening at `at` (`{…}` or `[…]`), or -1 when it is never closed. */
function groupEnd(body: string, at: number): number {
  const open = body[at];
  const close = open === '[' ? ']' : '}';
  let depth = 0;
  for (let index = at; index < body.length; index += 1) {
    const character = body[index];
    if (character === '\\') index += 1;
    else if (character === open) depth += 1;
    else if (character === close && --depth === 0) return index + 1;
  }
  return -1;
}

const maxBodyDepth = 50;

/** Every `#n` of `body[start, end)`, each with whether it stands in running text. */
class BodyScanner {
  /** Parameter number → true while every use of it is text. */
  readonly uses = new Map<number, boolean>();

  constructor(
    private readonly body: string,
    private readonly macros: TextMacros,
  ) {}

  private use(parameter: number, inText: boolean): void {
    this.uses.set(parameter, (this.uses.get(parameter) ?? true) && inText);
  }

  scan(start: number, end: number, inText: boolean, depth: number): void {
    const { body } = this;
    let math = false;
    for (let at = start; at < end; ) {
      const character = body[at];
      if (character === '\\') at = this.command(at, end, inText && !math, depth, (inMath) => (math = inMath));
      else if (character === '#' && /\d/.test(body[at + 1] ?? '')) {
        this.use(Number(body[at + 1]), inText && !math);
        at += 2;
      } else if (character === '$') {
        math = !math;
        at += 1;
      } else if (character === '{') at = this.group(at, inText && !math, depth);
      else if (character === '%') at = Math.max(body.indexOf('\n', at), at + 1);
      else at += 1;
    }
  }

  /** A `{…}` or `[…]` group at `at`: scanned with `inText`; returns where it ends. */
  private group(at: number, inText: boolean, depth: number): number {
    const end = groupEnd(this.body, at);
    if (end < 0 || depth >= maxBodyDepth) {
      this.scan(at + 1, this.body.length, false, maxBodyDepth);
      return this.body.length;
    }
    this.scan(at + 1, end - 1, inText, depth + 1);
    return end;
  }

  private command(at: number, end: number, inText: boolean, depth: number, setMath: (on: boolean) => void) {
    const name = /^\\(?:[A-Za-z@]+\*?|.)/.exec(this.body.slice(at, at + 64))?.[0].slice(1) ?? '';
    let position = at + 1 + name.length;
    if (name === '(' || name === '[') setMath(true);
    else if (name === ')' || name === ']') setMath(false);
    else if (!/^[A-Za-z@]/.test(name)) return position;
    let braced = 0;
    while (position < end && (this.body[position] === '{' || this.body[position] === '[')) {
      const isBraced = this.body[position] === '{';
      const text = inText && isBraced && isTextArgument(name, braced, this.macros);
      position = this.group(position, text, depth);
      if (isBraced) braced += 1;
    }
    return position;
  }
}

/** The arguments of `body` that are prose, among parameters 1…count. */
function textParameters(body: string, count: number, macros: TextMacros): Set<number> {
  const scanner = new BodyScanner(body, macros);
  scanner.scan(0, body.length, true, 0);
  const text = new Set<number>();
  for (let parameter = 1; parameter <= count; parameter += 1) {
    if (scanner.uses.get(parameter) === true) text.add(parameter);
  }
  return text;
}

interface Definition {
  name: string;
  args: MacroArgument[];
  body: string;
}

const definitionStart =
  /\\(?:(?:re|provide)?newcommand\*?|(?:New|Renew|Provide|Declare)DocumentCommand|[gex]?def)(?![A-Za-z@])\s*/g;

/** `{\name}` or `\name` at `at`: the name and where it ends. */
function definedName(source: string, at: number): { name: string; end: number } | undefined {
  const match = /^(?:\{\s*\\([A-Za-z@]+)\s*\}|\\([A-Za-z@]+))\s*/.exec(source.slice(at, at + 200));
  if (!match) return undefined;
  return { name: match[1] ?? match[2] ?? '', end: at + match[0].length };
}

/** `{m o m}`, xparse's argument types: undefined when one is not `m`, `o`, `O{…}` or `s`. */
function documentCommandArguments(spec: string): MacroArgument[] | undefined {
  const args: MacroArgument[] = [];
  const tokens = spec.replace(/O\{[^{}]*\}/g, 'o').replace(/[\s+]/g, '');
  for (const token of tokens) {
    if (token !== 'm' && token !== 'o' && token !== 's') return undefined;
    args.push(token);
  }
  return args;
}

function readDefinition(source: string, keyword: string, at: number): Definition | undefined {
  const named = definedName(source, at);
  if (!named) return undefined;
  let position = named.end;
  let args: MacroArgument[] | undefined;
  if (/def$/.test(keyword)) {
    // `\def\name#1#2{…}`: only undelimited parameters.
    const parameters = /^(?:#\d)*(?=\{)/.exec(source.slice(position, position + 40))?.[0];
    if (parameters === undefined) return undefined;
    args = Array.from({ length: parameters.length / 2 }, () => 'm' as const);
    position += parameters.length;
  } else if (/DocumentCommand$/.test(keyword)) {
    if (source[position] !== '{') return undefined;
    const specEnd = groupEnd(source, position);
    args = specEnd < 0 ? undefined : documentCommandArguments(source.slice(position + 1, specEnd - 1));
    position = specEnd;
    while (/\s/.test(source[position] ?? '')) position += 1;
  } else {
    const count = /^\[\s*(\d)\s*\]\s*/.exec(source.slice(position, position + 20));
    const total = count ? Number(count[1]) : 0;
    position += count?.[0].length ?? 0;
    const hasDefault = total > 0 && source[position] === '[';
    if (hasDefault) position = groupEnd(source, position);
    args = Array.from({ length: total }, (_, index) => (index === 0 && hasDefault ? 'o' : 'm'));
    while (/\s/.test(source[position] ?? '')) position += 1;
  }
  if (!args || position < 0 || source[position] !== '{') return undefined;
  const end = groupEnd(source, position);
  if (end < 0) return undefined;
  return { name: named.name, args, body: source.slice(position + 1, end - 1) };
}

/** The macros the document defines (and the common packages' text commands) whose arguments are prose. */
export function findTextMacros(source: string): TextMacros {
  const macros = new Map<string, TextMacro>(
    Array.from(packageTextCommands, ([name, before]) => [
      name,
      { args: Array.from({ length: before + 1 }, () => 'm' as const), text: new Set([before]) },
    ]),
  );
  if (!/\\(?:[a-zA-Z]*(?:command|Command)|[gex]?def)/.test(source)) return macros;
  for (const match of source.matchAll(definitionStart)) {
    const keyword = match[0].trim();
    const definition = readDefinition(source, keyword, match.index + match[0].length);
    if (!definition) continue;
    const text = textParameters(definition.body, definition.args.length, macros);
    // Parameter n is the nth argument, optional ones included.
    const indices = new Set(Array.from(text, (parameter) => parameter - 1));
    if (indices.size > 0) macros.set(definition.name, { args: definition.args, text: indices });
    else macros.delete(definition.name);
  }
  return macros;
}
