// The text of a WordprocessingML part (the body, a header or footer, the notes, the comments): every
// paragraph with words, wherever it is (tables, content controls, text boxes in drawings and in their
// VML fallbacks), and the alt text of pictures. Text boxes are stories of their own, with their own
// fields.

import { stripPlaceholders } from '../../segments';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { attribute, firstChild, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { addAltText, altTextHolders } from './alt-text';
import { interleavedEdits } from './bilingual-copy';
import { FieldState } from './field-state';
import type { RenderContext, TranslationPlan } from './translation-plan';
import {
  readWordParagraph,
  renderParagraphRuns,
  rightToLeftEdit,
  type WordParagraph,
} from './word-paragraph';

export interface WordPart {
  plan: TranslationPlan;
  part: string;
  document: XmlDocument;
  /** The main document: its paragraphs outside text boxes get a bilingual copy when asked. */
  isBody: boolean;
  /** Paragraphs found in the body, for the bilingual table layout. */
  bodyParagraphs?: Map<XmlElement, { paragraph: WordParagraph; segment: number }>;
  /** The text of the last heading read, given to the paragraphs after it as context. */
  heading?: string;
}

const headingStyle = /heading|title|berschrift|titre|titulo|título/i;

function isHeading(paragraph: WordParagraph): boolean {
  const style = paragraph.properties && firstChild(paragraph.properties, 'pStyle');
  const outline = paragraph.properties && firstChild(paragraph.properties, 'outlineLvl');
  return (
    outline !== undefined ||
    headingStyle.test(style ? (attribute(style, `${paragraph.prefix}val`) ?? '') : '')
  );
}

function renderInPlace(paragraph: WordParagraph, translation: string, context: RenderContext) {
  const runs = renderParagraphRuns(paragraph, translation, context);
  const direction = context.language.rightToLeft ? rightToLeftEdit(paragraph) : [];
  return [...direction, { start: paragraph.start, end: paragraph.end, text: runs }];
}

function addParagraph(word: WordPart, element: XmlElement, fields: FieldState, inBody: boolean): void {
  const paragraph = readWordParagraph(word.document, element, fields);
  if (!paragraph) return;
  const source = paragraph.runs.text;
  const segment = word.plan.segments.length;
  const segmentContext = word.heading ? { heading: word.heading } : undefined;
  if (isHeading(paragraph)) word.heading = stripPlaceholders(source).trim();
  word.plan.addSlot(
    word.part,
    word.document,
    source,
    {
      start: paragraph.start,
      end: paragraph.end,
      render(translation, context) {
        if (translation === source) return [];
        if (inBody && context.bilingual) return interleavedEdits(paragraph, translation, context);
        return renderInPlace(paragraph, translation, context);
      },
    },
    segmentContext,
  );
  if (inBody) word.bodyParagraphs?.set(element, { paragraph, segment });
}

/** Properties and text hold no paragraphs or pictures: most of a document's elements, not walked. */
const leaves = new Set(['rPr', 'pPr', 'tblPr', 'trPr', 'tcPr', 'sectPr', 't', 'instrText', 'tblGrid']);

function walk(word: WordPart, element: XmlElement, fields: FieldState, inBody: boolean): void {
  for (const child of element.children) {
    if (child.kind !== 'element') continue;
    const name = localName(child);
    if (leaves.has(name)) continue;
    if (name === 'p') addParagraph(word, child, fields, inBody);
    if (altTextHolders.has(name)) addAltText(word.plan, word.part, word.document, child);
    if (name === 'txbxContent') walk(word, child, new FieldState(), false);
    else walk(word, child, fields, inBody && name !== 'p');
  }
}

export function addWordText(word: WordPart): void {
  walk(word, word.document.root, new FieldState(), word.isBody);
}
