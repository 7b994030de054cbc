// micromark's run time grows with the square of some nestings (blockquotes or lists hundreds deep,
// thousands of emphasis or bracket marks in one paragraph) and deep enough nesting overflows the stack.
// No real document comes near these limits, so such input is refused before parsing.
import { UserFacingError } from '../../errors';

const maxContainerMarkers = 50;
const maxIndentation = 200;
const maxDelimitersPerParagraph = 1000;
const maxBracketsPerParagraph = 300;

const containerPrefix = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*/;
const containerMarker = />|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])/g;
// Lines that start a new paragraph (or table row, list item…) even without a blank line before them.
const blockStart = /^[ \t]*(?:$|[>#|]|[-+*][ \t]|\d{1,9}[.)][ \t])/;

function tooDeep(line: number): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This Markdown file nests too deeply at line ${line} to be translated safely (hundreds of quotes, lists, emphasis or brackets inside each other).`,
    { line },
  );
}

interface ParagraphTally {
  delimiters: number;
  brackets: number;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

// CommonMark ends a line at a bare carriage return too: a quote nested after one is on a line of its own.
const lineEnding = /\r\n?|\n/;

export function refuseHostileNesting(text: string): void {
  const tally: ParagraphTally = { delimiters: 0, brackets: 0 };
  text.split(lineEnding).forEach((line, index) => {
    const prefix = containerPrefix.exec(line)?.[0] ?? '';
    if (prefix.length > maxIndentation || count(prefix, containerMarker) > maxContainerMarkers) {
      throw tooDeep(index + 1);
    }
    if (blockStart.test(line)) {
      tally.delimiters = 0;
      tally.brackets = 0;
    }
    tally.delimiters += count(line, /(?<!\\)[*_~]/g);
    tally.brackets += count(line, /(?<!\\)\[/g);
    if (tally.delimiters > maxDelimitersPerParagraph || tally.brackets > maxBracketsPerParagraph) {
      throw tooDeep(index + 1);
    }
  });
}
