// Where a paragraph's translation goes in the story's XML. A paragraph inside one CharacterStyleRange
// (between two Br) is rewritten inside it, as Content. A paragraph across ranges is rewritten as
// ranges of its own: the range it starts in is closed before it, the range it ends in reopened after
// it (same attributes and Properties), so the Br around it stay where they were. A range the
// paragraph fills from its first character is replaced whole rather than left empty.
import { localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { contentStart, type StoryParagraph } from './story-paragraphs';
import { characterRange } from './story-vocabulary';

export interface ReplacedRange {
  start: number;
  end: number;
  /** `content`: inside one CharacterStyleRange; `ranges`: as CharacterStyleRanges. */
  level: 'content' | 'ranges';
  /** Close tags written before the translation, and reopened ranges after it. */
  before: string;
  after: string;
}

const isCharacterRange = (element: XmlElement | undefined) =>
  element !== undefined && localName(element) === characterRange;

const isBlank = (text: string, from: number, to: number) => text.slice(from, to).trim() === '';

function sharedLength(a: readonly XmlElement[], b: readonly XmlElement[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function insideOneRange(paragraph: StoryParagraph): ReplacedRange | undefined {
  const { first, last, firstChain, lastChain } = paragraph;
  const shared = sharedLength(firstChain, lastChain);
  if (shared !== firstChain.length || shared !== lastChain.length) return undefined;
  return { start: first.start, end: last.end, level: 'content', before: '', after: '' };
}

function acrossRanges(paragraph: StoryParagraph, text: string): ReplacedRange | undefined {
  const firstChain = [...paragraph.firstChain];
  const lastChain = [...paragraph.lastChain];
  let start = paragraph.first.start;
  let end = paragraph.last.end;
  for (let range = firstChain.at(-1); isCharacterRange(range); range = firstChain.at(-1)) {
    if (!range || !isBlank(text, contentStart(range), start)) break;
    start = range.start;
    firstChain.pop();
  }
  for (let range = lastChain.at(-1); isCharacterRange(range); range = lastChain.at(-1)) {
    if (!range || !isBlank(text, end, range.closeStart)) break;
    end = range.end;
    lastChain.pop();
  }
  const shared = sharedLength(firstChain, lastChain);
  const closed = firstChain.slice(shared).reverse();
  const reopened = lastChain.slice(shared);
  // Only CharacterStyleRanges can be split; a paragraph never crosses another element's edge.
  if (![...closed, ...reopened].every(isCharacterRange)) return undefined;
  return {
    start,
    end,
    level: 'ranges',
    before: closed.map((range) => text.slice(range.closeStart, range.end)).join(''),
    after: reopened.map((range) => text.slice(range.start, contentStart(range))).join(''),
  };
}

/** Undefined for a paragraph whose edges Verso cannot rewrite safely: it is left untranslated. */
export function replacedRange(paragraph: StoryParagraph, text: string): ReplacedRange | undefined {
  const { firstChain, lastChain } = paragraph;
  const shared = sharedLength(firstChain, lastChain);
  const sharesRange = firstChain.slice(0, shared).some(isCharacterRange);
  return sharesRange ? insideOneRange(paragraph) : acrossRanges(paragraph, text);
}
