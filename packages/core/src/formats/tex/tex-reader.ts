// A cursor over LaTeX source that knows how TeX groups things: balanced braces, optional arguments,
// escaped characters. Every error it raises names the line and column.
import { UserFacingError } from '../../errors';

/** Groups nested deeper than this are no document anyone wrote: refused rather than recursed into. */
export const maxGroupDepth = 100;

export class TexReader {
  at = 0;

  constructor(readonly source: string) {}

  get done(): boolean {
    return this.at >= this.source.length;
  }

  peek(offset = 0): string {
    return this.source[this.at + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.at);
  }

  fail(problem: string, at = this.at): UserFacingError {
    const before = this.source.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    return new UserFacingError(
      'bad_file',
      `This LaTeX file is malformed at line ${line}, column ${column}: ${problem}.`,
      {
        line,
        column,
      },
    );
  }

  /** Reads `\name` (letters, with an optional star) or `\` and one character; returns the name. */
  readCommandName(): string {
    const start = this.at;
    this.at += 1;
    const word = /^[A-Za-z@]+\*?/.exec(this.source.slice(this.at, this.at + 64));
    if (word) this.at += word[0].length;
    else if (this.done) throw this.fail('a backslash ends the file', start);
    else this.at += this.peek().length;
    return this.source.slice(start + 1, this.at);
  }

  /** From `{` past its matching `}`, escaped braces and `\verb`-free content counted; returns the inner text. */
  skipGroup(open = '{', close = '}'): string {
    const start = this.at;
    let depth = 0;
    while (!this.done) {
      const character = this.peek();
      if (character === '\\') this.at += 2;
      else if (character === '%') this.skipComment();
      else {
        this.at += 1;
        if (character === open) depth += 1;
        else if (character === close) depth -= 1;
        if (depth > maxGroupDepth) throw this.fail(`groups nested more than ${maxGroupDepth} deep`);
        if (depth === 0) return this.source.slice(start + 1, this.at - 1);
      }
    }
    throw this.fail(`this "${open}" is never closed`, start);
  }

  skipComment(): void {
    const end = this.source.indexOf('\n', this.at);
    this.at = end < 0 ? this.source.length : end;
  }

  /** Arguments right after a command: `[…]` and `{…}` groups with no space before them, at most `limit`. */
  skipArguments(limit = Number.POSITIVE_INFINITY): void {
    for (let count = 0; count < limit; count += 1) {
      if (this.peek() === '{') this.skipGroup();
      else if (this.peek() === '[') this.skipGroup('[', ']');
      else return;
    }
  }

  /** Optional arguments and `count` braced ones: what comes before the text of `\textcolor[rgb]{1,0,0}{…}`. */
  skipLeadingArguments(count: number): void {
    this.skipOptionalArguments();
    for (let index = 0; index < count && this.peek() === '{'; index += 1) {
      this.skipGroup();
      this.skipOptionalArguments();
    }
  }

  skipOptionalArguments(): void {
    while (this.peek() === '[') this.skipGroup('[', ']');
  }

  /** Past the next `closing` (not escaped); throws naming what was opened at `openedAt`. */
  skipPast(closing: string, what: string, openedAt: number): void {
    const end = this.source.indexOf(closing, this.at);
    if (end < 0) throw this.fail(`${what} is never closed`, openedAt);
    this.at = end + closing.length;
  }
}
