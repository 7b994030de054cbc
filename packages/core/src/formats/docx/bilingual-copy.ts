// Bilingual documents keep each original paragraph and add its translation: a copy of the paragraph
// (same paragraph style and properties) holding the translated runs. A copy leaves out what must
// stay unique or would repeat wrongly: bookmarks, pictures, note references, list numbering (the
// translation would get the next number) and a section break (it moves to the copy, which ends the
// section after both).
import type { TextEdit } from '../source-positions/text-edits';
import { childElements, localName } from '../xml-toolkit/xml-tree';
import type { RenderContext } from './translation-plan';
import { propertiesMarkup, renderParagraphRuns, type WordParagraph } from './word-paragraph';

const leftOutOfCopies = new Set(['numPr', 'pPrChange']);

function sectionBreak(paragraph: WordParagraph) {
  return (
    paragraph.properties && childElements(paragraph.properties).find((child) => localName(child) === 'sectPr')
  );
}

/** The translation as a paragraph of its own; without a translation, the bare paragraph mark. */
export function translatedCopy(
  paragraph: WordParagraph,
  translation: string | undefined,
  context: RenderContext,
  keepSectionBreak: boolean,
): string {
  const { prefix } = paragraph;
  const leaveOut = keepSectionBreak ? leftOutOfCopies : new Set([...leftOutOfCopies, 'sectPr']);
  const properties = propertiesMarkup(paragraph, context.language.rightToLeft, leaveOut);
  const runs = translation === undefined ? '' : renderParagraphRuns(paragraph, translation, context, true);
  const propertiesElement = properties ? `<${prefix}pPr>${properties}</${prefix}pPr>` : '';
  return `<${prefix}p>${propertiesElement}${runs}</${prefix}p>`;
}

/** The original paragraph's properties without its section break, which its copy takes over. */
export function withoutSectionBreak(paragraph: WordParagraph): TextEdit[] {
  const { properties, prefix } = paragraph;
  if (!properties || !sectionBreak(paragraph)) return [];
  const kept = propertiesMarkup(paragraph, false, new Set(['sectPr']));
  return [{ start: properties.start, end: properties.end, text: `<${prefix}pPr>${kept}</${prefix}pPr>` }];
}

/** Interleaved layout: the original as it was, its translation in a paragraph right after it. */
export function interleavedEdits(
  paragraph: WordParagraph,
  translation: string,
  context: RenderContext,
): TextEdit[] {
  const { end } = paragraph.element;
  const copy = translatedCopy(paragraph, translation, context, true);
  return [...withoutSectionBreak(paragraph), { start: end, end, text: copy }];
}
