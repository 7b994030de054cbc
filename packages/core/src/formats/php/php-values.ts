// Finds the string literals of a PHP language file that are values: array elements (`'key' => 'Text'`,
// `['One', 'Two']`), array element assignments (`$lang['key'] = 'Text';`) and `define('KEY', 'Text')`.
// Heredocs and nowdocs are values too. Keys, function arguments and concatenations are code, and stay
// as they are; the variables a string interpolates become placeholders (php-literal.ts).
import type { KeyedValue, KeyPath } from '../values/key-path';
import { assignedPath, isString, keyOf, literalText } from './php-key-path';
import { readPhpLiteral } from './php-literal';
import { phpSyntaxError, phpTooDeepError } from './php-syntax-error';
import { type PhpToken, tokenizePhp } from './php-tokens';

export interface PhpValue extends KeyedValue {
  /** The literal's text, each variable it interpolates written `<x1/>`, `<x2/>`…. */
  value: string;
  start: number;
  raw: string;
}

type ValuePlace = Omit<KeyedValue, 'value'>;

interface Frame {
  /** `array`: a PHP array literal; `group`: parentheses, braces or an index access `$x['k']`. */
  kind: 'array' | 'group';
  opener: PhpToken;
  closer: string;
  path: KeyPath;
  /** The key of the element being read, once its `=>` was seen. */
  key?: string | number;
  /** The next automatic key of an array; the argument being read in a group. */
  index: number;
  callee?: string;
  firstArgument?: string;
}

const maxDepth = 256;
const closers: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
const endsExpression = (token: PhpToken | undefined, frame: Frame | undefined) =>
  token === undefined ||
  token.text === ';' ||
  token.kind === 'close-tag' ||
  (frame !== undefined && (token.text === ',' || token.text === frame.closer));

// An index access follows what it indexes: `$x[`, `f()[`, `$x['a'][`.
const indexes = (previous: PhpToken | undefined) =>
  previous !== undefined && (previous.kind === 'variable' || [']', ')', '}'].includes(previous.text));

class ValueFinder {
  readonly values: PhpValue[] = [];
  private readonly stack: Frame[] = [];

  constructor(
    private readonly text: string,
    private readonly code: readonly PhpToken[],
  ) {}

  run(): PhpValue[] {
    for (let at = 0; at < this.code.length; at += 1) at = this.step(at);
    const unclosed = this.stack.at(-1);
    if (unclosed)
      throw phpSyntaxError(this.text, unclosed.opener.start, `this ${unclosed.opener.text} is never closed`);
    return this.values;
  }

  /** Reads the token at `at`; returns the index of the last token it used. */
  private step(at: number): number {
    const token = this.code[at] as PhpToken;
    const next = this.code[at + 1];
    const previous = this.code[at - 1];
    if (token.kind === 'word' && token.text.toLowerCase() === 'array' && next?.text === '(') {
      this.open('array', next, this.elementPath(at));
      return at + 1;
    }
    if (token.text in closers) {
      const isArray = token.text === '[' && !indexes(previous);
      this.open(isArray ? 'array' : 'group', token, isArray ? this.elementPath(at) : []);
      if (token.text === '(' && previous?.kind === 'word')
        (this.stack.at(-1) as Frame).callee = previous.text;
    } else if ([']', ')', '}'].includes(token.text)) this.close(token);
    else if (token.text === ',') this.nextElement();
    else if (token.text === '=>') this.keyed(previous);
    else if (isString(token) || token.kind === 'heredoc') this.string(at, token);
    return at;
  }

  private open(kind: Frame['kind'], opener: PhpToken, path: KeyPath): void {
    if (this.stack.length >= maxDepth) throw phpTooDeepError();
    this.stack.push({ kind, opener, closer: closers[opener.text] ?? ')', path, index: 0 });
  }

  private close(token: PhpToken): void {
    const frame = this.stack.pop();
    if (frame?.closer !== token.text)
      throw phpSyntaxError(this.text, token.start, `unexpected ${token.text}`);
  }

  private nextElement(): void {
    const frame = this.stack.at(-1);
    if (!frame) return;
    // In a group the index counts arguments, which is all `define(…)` needs.
    if (frame.kind === 'group' || frame.key === undefined) frame.index += 1;
    else if (typeof frame.key === 'number') frame.index = frame.key + 1;
    frame.key = undefined;
  }

  private keyed(keyToken: PhpToken | undefined): void {
    const frame = this.stack.at(-1);
    if (frame?.kind === 'array') frame.key = keyOf(keyToken) ?? keyToken?.text;
  }

  /** The key path of whatever starts at `at`: an array element, an assigned value, or the top level. */
  private elementPath(at: number): KeyPath {
    const frame = this.stack.at(-1);
    if (frame?.kind === 'array') return [...frame.path, frame.key ?? frame.index];
    return this.code[at - 1]?.text === '=' ? (assignedPath(this.code, at - 1) ?? []) : [];
  }

  private string(at: number, token: PhpToken): void {
    const frame = this.stack.at(-1);
    const previous = this.code[at - 1];
    const next = this.code[at + 1];
    if (!endsExpression(next, frame)) return;
    const place = this.valuePlace(at, frame, previous);
    if (place === undefined) return;
    this.values.push({
      parent: place.parent,
      key: place.key,
      value: readPhpLiteral(token.text).text,
      start: token.start,
      raw: token.text,
    });
  }

  /** The keys above a string value and its own key; the elements of an array share their parent. */
  private valuePlace(
    at: number,
    frame: Frame | undefined,
    previous: PhpToken | undefined,
  ): ValuePlace | undefined {
    if (frame?.kind === 'array') {
      const startsElement = previous === frame.opener || previous?.text === ',' || previous?.text === '=>';
      return startsElement ? { parent: frame.path, key: frame.key ?? frame.index } : undefined;
    }
    const path =
      frame?.callee?.toLowerCase() === 'define'
        ? this.definedPath(at, frame, previous)
        : frame === undefined && previous?.text === '='
          ? assignedPath(this.code, at - 1)
          : undefined;
    return path && { parent: path.slice(0, -1), key: path.at(-1) };
  }

  /** `define('KEY', 'Text')`: the first argument names the constant, the second is its text. */
  private definedPath(at: number, frame: Frame, previous: PhpToken | undefined): KeyPath | undefined {
    if (frame.index === 0 && previous === frame.opener) {
      frame.firstArgument = literalText(this.code[at] as PhpToken);
      return undefined;
    }
    return frame.index === 1 && previous?.text === ',' && frame.firstArgument !== undefined
      ? [frame.firstArgument]
      : undefined;
  }
}

const insignificant = new Set(['whitespace', 'comment', 'html', 'open-tag']);

export function findPhpValues(text: string): PhpValue[] {
  const code = tokenizePhp(text).filter((token) => !insignificant.has(token.kind));
  return new ValueFinder(text, code).run();
}
