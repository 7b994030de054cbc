import { describe, expect, it } from 'vitest';
import { findInterpolations } from './php-interpolation';
import { decodeDoubleQuoted, decodeSingleQuoted, encodePhpString } from './php-string-literal';

const interpolates = (raw: string) => findInterpolations(raw.slice(1, -1)).length > 0;

const awkward = [
  "It's",
  'Say "hi"',
  'C:\\path\\',
  'Costs $5 or $name or {$x}',
  'Tab\there\r\nnew line',
  'Bell\u0007 and escape\u001b',
  'Ünïcödé ✓ 😀',
];

describe('PHP string literals', () => {
  it.each(awkward)('reads back %j exactly from both quote styles', (text) => {
    expect(decodeSingleQuoted(encodePhpString(text, "'", false))).toBe(text);
    const doubleQuoted = encodePhpString(text, '"', false);
    expect(decodeDoubleQuoted(doubleQuoted)).toBe(text);
    expect(interpolates(doubleQuoted)).toBe(false);
  });

  it('reads the escapes PHP knows and keeps the backslash of those it does not', () => {
    expect(decodeSingleQuoted("'a\\'b\\\\c\\n'")).toBe("a'b\\c\\n");
    expect(decodeDoubleQuoted('"a\\"b\\\\c\\n\\t\\$d\\x41\\101\\u{1F600}\\q"')).toBe('a"b\\c\n\t$dAA😀\\q');
  });

  it('spots interpolation, but not an escaped dollar', () => {
    expect(interpolates('"Hello $name"')).toBe(true);
    expect(interpolates('"Hello {$user->name}"')).toBe(true);
    expect(interpolates('"Costs \\$5 or \\$name"')).toBe(false);
    expect(interpolates('"Costs $5"')).toBe(false);
  });

  it('keeps line breaks literal when the source literal spanned lines', () => {
    expect(encodePhpString('One\nTwo', '"', true)).toBe('"One\nTwo"');
    expect(encodePhpString('One\nTwo', "'", false)).toBe("'One\nTwo'");
  });
});
