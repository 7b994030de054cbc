// A PHP tokenizer just deep enough for language files: it knows where code starts and ends, and skips
// strings, comments and heredocs as whole tokens, so a bracket or quote inside them is never misread.
import { phpNotCodeError, phpSyntaxError } from './php-syntax-error';

export type PhpTokenKind =
  | 'html'
  | 'open-tag'
  | 'close-tag'
  | 'whitespace'
  | 'comment'
  | 'single-quoted'
  | 'double-quoted'
  | 'heredoc'
  | 'variable'
  | 'word'
  | 'number'
  | 'punctuation';

export interface PhpToken {
  kind: PhpTokenKind;
  text: string;
  start: number;
}

const simpleTokens: [PhpTokenKind, RegExp][] = [
  ['whitespace', /\s+/y],
  ['close-tag', /\?>/y],
  ['comment', /(?:\/\/|#(?!\[))(?:[^\n?]|\?(?!>))*/y],
  ['variable', /\$[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y],
  ['word', /[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y],
  ['number', /\d[\w.]*/y],
  [
    'punctuation',
    /=>|===|!==|==|!=|<=>|<=|>=|\.=|\+=|-=|\*=|\/=|\?\?=|\?\?|->|::|\.\.\.|&&|\|\||\+\+|--|[\s\S]/y,
  ],
];

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

function quotedEnd(text: string, at: number): number {
  const quote = text[at];
  for (let index = at + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === quote) return index + 1;
  }
  throw phpSyntaxError(text, at, 'a string is not closed');
}

function blockCommentEnd(text: string, at: number): number {
  const end = text.indexOf('*/', at + 2);
  if (end < 0) throw phpSyntaxError(text, at, 'a /* comment */ is not closed');
  return end + 2;
}

// PHP 7.3+: the closing identifier may be indented and followed by anything but an identifier character.
function heredocEnd(text: string, at: number): number | undefined {
  const header = /<<<[ \t]*(["']?)([A-Za-z_]\w*)\1\r?\n/y;
  header.lastIndex = at;
  const match = header.exec(text);
  if (!match) return undefined;
  const closing = new RegExp(String.raw`^[ \t]*${match[2]}(?![\w\u0080-\uffff])`, 'gm');
  closing.lastIndex = header.lastIndex;
  const end = closing.exec(text);
  if (!end) throw phpSyntaxError(text, at, `the heredoc ${match[2]} is never closed`);
  return end.index + end[0].length;
}

function codeTokenEnd(text: string, at: number): { kind: PhpTokenKind; end: number } {
  const character = text[at];
  if (character === "'" || character === '"') {
    return { kind: character === "'" ? 'single-quoted' : 'double-quoted', end: quotedEnd(text, at) };
  }
  if (text.startsWith('/*', at)) return { kind: 'comment', end: blockCommentEnd(text, at) };
  const heredoc = text.startsWith('<<<', at) ? heredocEnd(text, at) : undefined;
  if (heredoc !== undefined) return { kind: 'heredoc', end: heredoc };
  for (const [kind, pattern] of simpleTokens) {
    const found = matchAt(pattern, text, at);
    if (found) return { kind, end: at + found.length };
  }
  throw phpSyntaxError(text, at, 'unexpected character');
}

const openTag = /<\?(?:php\b|=)?/gi;

export function tokenizePhp(text: string): PhpToken[] {
  const tokens: PhpToken[] = [];
  const push = (kind: PhpTokenKind, start: number, end: number) => {
    if (end > start) tokens.push({ kind, text: text.slice(start, end), start });
  };
  let position = 0;
  while (position < text.length) {
    openTag.lastIndex = position;
    const open = openTag.exec(text);
    push('html', position, open ? open.index : text.length);
    if (!open) break;
    push('open-tag', open.index, openTag.lastIndex);
    position = openTag.lastIndex;
    while (position < text.length) {
      const { kind, end } = codeTokenEnd(text, position);
      push(kind, position, end);
      position = end;
      if (kind === 'close-tag') break;
    }
  }
  if (!tokens.some((token) => token.kind === 'open-tag')) throw phpNotCodeError();
  return tokens;
}
