// A string literal in value position as segment text and back: single- and double-quoted strings,
// heredocs and nowdocs. The variables a double-quoted string or heredoc interpolates become `<x1/>`
// placeholders, each put back exactly as written; the translated text around them is escaped for the
// literal's style, so it never adds a variable of its own, nor a line PHP would take for a closing marker.
import { placeholderTokens } from '../../segments';
import { closesHeredoc, type PhpHeredoc, readHeredoc, writeHeredoc } from './php-heredoc';
import { findInterpolations, writeInterpolation } from './php-interpolation';
import { decodeEscapes, decodeSingleQuoted, encodePhpString, escapeText } from './php-string-literal';

interface LiteralParts {
  /** The text with `<xN/>` for the Nth interpolation. */
  text: string;
  /** Each interpolation as written, in order. */
  interpolations: string[];
}

type EscapeStyle = '"' | '<<<';

function readInterpolated(body: string, style: EscapeStyle): LiteralParts {
  const interpolations: string[] = [];
  let text = '';
  let position = 0;
  for (const { start, end } of findInterpolations(body)) {
    interpolations.push(body.slice(start, end));
    text += `${decodeEscapes(body.slice(position, start), style)}<x${interpolations.length}/>`;
    position = end;
  }
  return { text: text + decodeEscapes(body.slice(position), style), interpolations };
}

export function readPhpLiteral(raw: string): LiteralParts {
  if (raw.startsWith("'")) return { text: decodeSingleQuoted(raw), interpolations: [] };
  if (raw.startsWith('"')) return readInterpolated(raw.slice(1, -1), '"');
  const heredoc = readHeredoc(raw);
  if (heredoc.nowdoc) return { text: heredoc.body, interpolations: [] };
  return readInterpolated(heredoc.body, '<<<');
}

/** The translation written for the style, its placeholders swapped back for the interpolations. */
function writeInterpolated(
  translation: string,
  interpolations: readonly string[],
  escapePiece: (text: string) => string,
): string {
  if (interpolations.length === 0) return escapePiece(translation);
  const pieces: string[] = [];
  const variables: (string | undefined)[] = [];
  let position = 0;
  for (const token of placeholderTokens(translation)) {
    pieces.push(translation.slice(position, token.index));
    // A placeholder the engine invented stands for nothing and is dropped.
    variables.push(token.kind === 'standalone' ? interpolations[token.id - 1] : undefined);
    position = token.index + token.text.length;
  }
  pieces.push(translation.slice(position));
  let output = '';
  pieces.forEach((piece, index) => {
    output += escapePiece(piece);
    const variable = variables[index];
    if (variable) output += writeInterpolation(variable, piece, escapePiece(pieces[index + 1] ?? ''));
  });
  return output;
}

/** A heredoc line that starts with its marker gets the marker's first letter as a `\x` escape. */
function guardHeredocLines(body: string, marker: string): string {
  return body
    .split('\n')
    .map((line) => {
      if (!closesHeredoc(line, marker)) return line;
      const at = line.indexOf(marker);
      const escaped = `\\x${marker.charCodeAt(0).toString(16)}`;
      return line.slice(0, at) + escaped + line.slice(at + 1);
    })
    .join('\n');
}

function writeHeredocLiteral(heredoc: PhpHeredoc, translation: string, interpolations: readonly string[]) {
  const text = translation.replace(/\r\n?/g, '\n');
  if (heredoc.nowdoc) {
    // A nowdoc has no escapes: a line that would close it is written as a single-quoted string instead.
    const closes = text.split('\n').some((line) => closesHeredoc(line, heredoc.marker));
    return closes ? encodePhpString(text, "'", true) : writeHeredoc(heredoc, text);
  }
  const body = writeInterpolated(text, interpolations, (piece) => escapeText(piece, '<<<', true));
  return writeHeredoc(heredoc, guardHeredocLines(body, heredoc.marker));
}

/** The literal `raw` rewritten to hold `translation`, in the same style. */
export function writePhpLiteral(raw: string, translation: string): string {
  if (raw.startsWith("'")) return encodePhpString(translation, "'", raw.includes('\n'));
  const { interpolations } = readPhpLiteral(raw);
  if (raw.startsWith('"')) {
    const keepsNewlines = raw.includes('\n');
    return `"${writeInterpolated(translation, interpolations, (piece) => escapeText(piece, '"', keepsNewlines))}"`;
  }
  return writeHeredocLiteral(readHeredoc(raw), translation, interpolations);
}
