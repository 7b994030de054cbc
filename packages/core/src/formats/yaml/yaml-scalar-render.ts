// Writes a translation back in the scalar style of its source: plain stays plain unless the text would
// read as something else (a key, a comment, a number, a boolean), quotes keep their kind, block scalars
// keep their header and indentation. Every rendering is checked by parsing it; a style that cannot
// carry the text falls back to double quotes, which can carry anything.
import { parse, type Scalar } from 'yaml';

// YAML 1.1 readers (Ruby, PyYAML) take these as booleans or null; a translation "no" must stay a string.
const yaml11Keywords = /^(?:y|n|yes|no|on|off|true|false|null|~)$/i;
const plainStart = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
const flowIndicators = /[,[\]{}]/;

export function doubleQuoted(text: string): string {
  // JSON's string syntax is valid YAML double-quoted syntax.
  return JSON.stringify(text).replace(/[\u0085\u2028\u2029]/g, (character) =>
    character === '\u0085' ? '\\N' : character === '\u2028' ? '\\L' : '\\P',
  );
}

function singleQuoted(text: string): string | undefined {
  return text.includes('\n') ? undefined : `'${text.replaceAll("'", "''")}'`;
}

function plain(text: string, inFlow: boolean): string | undefined {
  const unsafe =
    text === '' ||
    /\n|: |:$| #|\s$/.test(text) ||
    plainStart.test(text) ||
    yaml11Keywords.test(text) ||
    (inFlow && flowIndicators.test(text));
  return unsafe ? undefined : text;
}

/** `source` is the block scalar as written: its header line, then its indented body. */
function block(text: string, source: string, folded: boolean): string | undefined {
  const newline = source.indexOf('\n');
  const indent = /\n( +)\S/.exec(source)?.[1];
  if (newline < 0 || indent === undefined) return undefined;
  const header = source.slice(0, newline);
  const content = text.replace(/\n+$/, '');
  const trailing = text.slice(content.length);
  // In a folded scalar a single line break reads as a space: each break of the text needs one more.
  const body = folded ? content.replace(/\n+/g, (breaks) => `\n${breaks}`) : content;
  const lines = body.split('\n').map((line) => (line ? indent + line : line));
  const keeps = /^[|>][-+0-9]*\+/.test(header.trim());
  return `${header}\n${lines.join('\n')}${keeps && trailing ? trailing : '\n'}`;
}

function carries(rendered: string | undefined, text: string): rendered is string {
  if (rendered === undefined) return false;
  try {
    return parse(rendered, { strict: false }) === text;
  } catch {
    return false;
  }
}

export interface ScalarSource {
  style: Scalar.Type;
  inFlow: boolean;
  /** The scalar as written in the source. */
  source: string;
}

function renderLf(text: string, { style, inFlow, source }: ScalarSource): string {
  // Double quotes carry any text, and are the fallback too: nothing to check by parsing.
  if (style === 'QUOTE_DOUBLE') return doubleQuoted(text);
  const rendered =
    style === 'PLAIN'
      ? plain(text, inFlow)
      : style === 'QUOTE_SINGLE'
        ? singleQuoted(text)
        : style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED'
          ? block(text, source, style === 'BLOCK_FOLDED')
          : doubleQuoted(text);
  // A block at the very end of a file without a final line break stays without one.
  if (carries(rendered, text)) return source.endsWith('\n') ? rendered : rendered.replace(/\n$/, '');
  // A block scalar's source ends with its last line break; the quoted fallback must keep it, or the
  // next key would join its line.
  const isBlock = style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED';
  return doubleQuoted(text) + (isBlock && source.endsWith('\n') ? '\n' : '');
}

/** A block scalar spans lines: in a CRLF file its rendering is given CRLF line breaks too. */
export function renderScalar(text: string, scalar: ScalarSource): string {
  const crlf = scalar.source.includes('\r\n');
  const rendered = renderLf(text, { ...scalar, source: scalar.source.replace(/\r\n/g, '\n') });
  return crlf ? rendered.replace(/\n/g, '\r\n') : rendered;
}
