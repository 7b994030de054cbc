// Broken LaTeX is refused with the line and column to look at; binary files are named for what they
// are; hostile nesting is bounded instead of overflowing the stack.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { isUserFacingError } from '../../errors';
import { texFormat } from './index';

const document = (body: string) => `\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`;

const badFiles: { name: string; input: Buffer; message: RegExp }[] = [
  {
    name: 'truncated in the middle of the body',
    input: Buffer.from(document('The house is on the hill.\n\nThe garden').slice(0, -20)),
    message: /LaTeX file is malformed at line 2, column 1: \\begin\{document\} is never ended/,
  },
  {
    name: 'a brace never closed',
    input: Buffer.from(document('The \\emph{house is on the hill.')),
    message: /malformed at line 3, column 10: this "\{" is never closed/,
  },
  {
    name: 'a brace that closes nothing',
    input: Buffer.from(document('The house} is on the hill.')),
    message: /malformed at line 3, column 10: this "\}" closes no group/,
  },
  {
    name: 'math never closed',
    input: Buffer.from(document('The area is $x^2 square metres.')),
    message: /malformed at line 3, column 13: this "\$" math is never closed/,
  },
  {
    name: 'environments ended in the wrong order',
    input: Buffer.from(document('\\begin{itemize}\n\\item One\n\\end{enumerate}')),
    message: /malformed at line 5, column 1: \\end\{enumerate\} ends \\begin\{itemize\}/,
  },
  {
    name: 'verbatim never ended',
    input: Buffer.from(document('\\begin{verbatim}\ncode')),
    message: /malformed at line 3, column 1: \\begin\{verbatim\} is never ended/,
  },
  {
    name: 'UTF-16 without a byte-order mark',
    input: iconv.encode(document('Hello.'), 'utf-16le'),
    message: /This LaTeX file contains binary data/,
  },
  {
    name: 'binary bytes',
    input: Buffer.from([0x5c, 0x62, 0x00, 0x01, 0x02, 0xff, 0x10]),
    message: /This LaTeX file contains binary data/,
  },
  {
    name: 'a PNG renamed .tex',
    input: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
    message: /This file is a PNG image, not a LaTeX document/,
  },
  {
    name: 'groups nested 100 000 deep',
    input: Buffer.from(document(`${'{'.repeat(100_000)}deep${'}'.repeat(100_000)}`)),
    message: /malformed at line 3, column 102: groups nested more than 100 deep/,
  },
  {
    name: 'styled text nested 100 000 deep',
    input: Buffer.from(document(`${'\\emph{'.repeat(100_000)}deep${'}'.repeat(100_000)}`)),
    message: /groups nested more than 100 deep/,
  },
  {
    name: 'an argument nested 100 000 deep',
    input: Buffer.from(document(`\\label${'{'.repeat(100_000)}x${'}'.repeat(100_000)}`)),
    message: /groups nested more than 100 deep/,
  },
];

describe('broken LaTeX files', () => {
  it.each(badFiles.map((bad) => [bad.name, bad]))('refuses %s', async (_name, bad) => {
    const error = await Promise.resolve()
      .then(() => texFormat.extract(bad.input, {}))
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(isUserFacingError(error) && error.code).toBe('bad_file');
    expect((error as Error).message).toMatch(bad.message);
  });
});
