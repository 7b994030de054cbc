// Reads an IDML story as paragraphs. A paragraph runs from the start of a ParagraphStyleRange or a Br
// to the next Br or the range's end, so it may span several CharacterStyleRanges and one range may
// hold several paragraphs. Each paragraph is a list of inline items for `runParagraph`: text in its
// CharacterStyleRange's formatting, codes and wrappers written as tokens that `render-paragraph.ts`
// turns back into XML. Tables, notes and footnotes are codes whose cells and text are read as
// paragraphs of their own, right after the paragraph that holds them.
import type { InlineItem } from '../office-package';
import { localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { codeToken, type StoryCode, type StoryWrapper, wrapperTokens } from './paragraph-tokens';
import {
  characterRange,
  codeCharacters,
  flowsOf,
  isFlowHolder,
  isSetting,
  isWrapper,
  paragraphRange,
} from './story-vocabulary';

export interface StoryParagraph {
  items: InlineItem[];
  codes: StoryCode[];
  wrappers: StoryWrapper[];
  /** The first and last element the paragraph's items come from, and the ranges around each. */
  first: XmlElement;
  last: XmlElement;
  firstChain: XmlElement[];
  lastChain: XmlElement[];
  /** 0 for a story's own text, 1 inside a table or note of it, and so on. */
  depth: number;
}

export interface StoryReading {
  /** InDesign notes (editorial comments) are left as they are. */
  skipNotes: boolean;
}

/** Where a range's content starts: after its open tag and the Properties that belong to it. */
export function contentStart(element: XmlElement): number {
  const first = element.children.find((child) => child.kind === 'element');
  return first?.kind === 'element' && localName(first) === 'Properties' ? first.end : element.openEnd;
}

/** A range's open tag with its Properties, spacing between tags dropped: equal formatting, equal text. */
function openMarkup(text: string, element: XmlElement): string {
  return text.slice(element.start, contentStart(element)).replace(/>\s+</g, '><');
}

/** Whether a wrapper holds a paragraph end, which makes it part of the structure, not of a paragraph. */
function holdsBreak(element: XmlElement): boolean {
  return element.children.some(
    (child) =>
      child.kind === 'element' &&
      !isFlowHolder(child) &&
      (['Br', paragraphRange].includes(localName(child)) || holdsBreak(child)),
  );
}

class ParagraphBuilder {
  readonly items: InlineItem[] = [];
  readonly codes: StoryCode[] = [];
  readonly wrappers: StoryWrapper[] = [];
  readonly holders: XmlElement[] = [];
  first: XmlElement | undefined;
  last: XmlElement | undefined;
  firstChain: XmlElement[] = [];
  lastChain: XmlElement[] = [];
  /** Items inside an inline wrapper do not decide where the paragraph starts or ends. */
  wrapperDepth = 0;

  constructor(readonly depth: number) {}

  reach(element: XmlElement, chain: XmlElement[]): void {
    if (this.wrapperDepth > 0) return;
    if (!this.first) [this.first, this.firstChain] = [element, chain];
    [this.last, this.lastChain] = [element, chain];
  }

  paragraph(): StoryParagraph | undefined {
    if (!this.first || !this.last) return undefined;
    const { items, codes, wrappers, first, last, firstChain, lastChain, depth } = this;
    return { items, codes, wrappers, first, last, firstChain, lastChain, depth };
  }
}

class StoryWalker {
  readonly paragraphs: StoryParagraph[] = [];

  private current = new ParagraphBuilder(0);

  constructor(
    private readonly text: string,
    private readonly reading: StoryReading,
  ) {}

  walkFlow(flow: XmlElement, depth: number): void {
    this.current = new ParagraphBuilder(depth);
    this.children(flow, [], '');
    this.endParagraph();
  }

  private endParagraph(): void {
    const done = this.current;
    const paragraph = done.paragraph();
    if (paragraph) this.paragraphs.push(paragraph);
    for (const flow of done.holders.flatMap(flowsOf)) this.walkFlow(flow, done.depth + 1);
    this.current = new ParagraphBuilder(done.depth);
  }

  private children(element: XmlElement, chain: XmlElement[], style: string): void {
    for (const child of element.children) {
      if (child.kind === 'element') this.element(child, chain, style);
    }
  }

  private element(element: XmlElement, chain: XmlElement[], style: string): void {
    const name = localName(element);
    if (name === paragraphRange) {
      this.endParagraph();
      this.children(element, [...chain, element], style);
      this.endParagraph();
    } else if (name === characterRange) {
      this.children(element, [...chain, element], openMarkup(this.text, element));
    } else if (isSetting(element)) {
      // A range's Properties are part of its style string; a story's preferences are no text.
    } else if (name === 'Br') this.endParagraph();
    else if (name === 'Content') this.content(element, chain, style);
    else if (isWrapper(element) && holdsBreak(element)) {
      this.endParagraph();
      this.children(element, [...chain, element], style);
      this.endParagraph();
    } else if (isWrapper(element)) this.inlineWrapper(element, chain, style);
    else this.code(element, chain, style);
  }

  private content(element: XmlElement, chain: XmlElement[], style: string): void {
    this.current.reach(element, chain);
    for (const child of element.children) {
      if (child.kind === 'instruction') {
        this.addCode({ kind: 'instruction', start: child.start, end: child.end, style });
      } else if (child.kind === 'text' || child.kind === 'cdata') this.characters(child.value, style);
    }
  }

  private characters(value: string, style: string): void {
    let text = '';
    for (const character of value) {
      if (!codeCharacters.test(character)) {
        text += character;
        continue;
      }
      this.current.items.push({ kind: 'text', text, style });
      this.addCode({ kind: 'character', value: character, style });
      text = '';
    }
    this.current.items.push({ kind: 'text', text, style });
  }

  private inlineWrapper(element: XmlElement, chain: XmlElement[], style: string): void {
    const paragraph = this.current;
    paragraph.reach(element, chain);
    const wrapper: StoryWrapper = {
      open: openMarkup(this.text, element),
      close: this.text.slice(element.closeStart, element.end),
      insideRange: chain.some((range) => localName(range) === characterRange),
    };
    const tokens = wrapperTokens(paragraph.wrappers.push(wrapper) - 1);
    paragraph.items.push({ kind: 'open', markup: tokens.open });
    paragraph.wrapperDepth += 1;
    this.children(element, chain, style);
    paragraph.wrapperDepth -= 1;
    paragraph.items.push({ kind: 'close', markup: tokens.close });
  }

  private code(element: XmlElement, chain: XmlElement[], style: string): void {
    this.current.reach(element, chain);
    const holdsFlows = isFlowHolder(element) && !(this.reading.skipNotes && localName(element) === 'Note');
    if (holdsFlows) this.current.holders.push(element);
    this.addCode({ kind: 'element', start: element.start, end: element.end, style, holdsFlows });
  }

  private addCode(code: StoryCode): void {
    const index = this.current.codes.push(code) - 1;
    this.current.items.push({ kind: 'code', markup: codeToken(index) });
  }
}

/** The paragraphs of one story element (`<Story>`), nested flows right after their paragraph. */
export function storyParagraphs(text: string, story: XmlElement, reading: StoryReading): StoryParagraph[] {
  const walker = new StoryWalker(text, reading);
  walker.walkFlow(story, 0);
  return walker.paragraphs;
}
