// A story part with its translated paragraphs in place. Paragraphs inside tables and notes are
// written first, so a paragraph holding a table carries the table's translated cells; everything
// outside the translated paragraphs keeps its bytes, apart from the language the ranges name.

import { applyEdits } from '../source-positions/text-edits';
import { encodeText } from '../text-files/text-encoding';
import type { StorySkeleton } from './extract-stories';
import { NestedEdits } from './nested-edits';
import type { StoryCode } from './paragraph-tokens';
import { renderParagraph } from './render-paragraph';
import { withAppliedLanguage } from './target-language';

/** XML reads a raw carriage return back as a line feed: line ends are written as references. */
const characterMarkup = (character: string) =>
  /[\r\n]/.test(character) ? `&#x${character.charCodeAt(0).toString(16).toUpperCase()};` : character;

/** The code as written, with the translated paragraphs of its table cells or note. */
function codeMarkup(text: string, code: StoryCode, edits: NestedEdits): string {
  switch (code.kind) {
    case 'element':
      return code.holdsFlows
        ? applyEdits(text, edits.within(code.start, code.end), code.start, code.end)
        : text.slice(code.start, code.end);
    case 'instruction':
      return `<Content>${text.slice(code.start, code.end)}</Content>`;
    case 'character':
      return `<Content>${characterMarkup(code.value)}</Content>`;
  }
}

/** The story's new bytes, or undefined when nothing in it changed. */
export function rebuildStory(
  story: StorySkeleton,
  translations: readonly string[],
  language: string | undefined,
): Buffer | undefined {
  const { text, encoding } = story.document;
  const edits = new NestedEdits();
  const deepestFirst = [...story.paragraphs].sort((a, b) => b.paragraph.depth - a.paragraph.depth);
  let depth = deepestFirst[0]?.paragraph.depth;
  for (const { segment, paragraph, runs, range } of deepestFirst) {
    if (paragraph.depth !== depth) {
      edits.settle();
      depth = paragraph.depth;
    }
    const translation = translations[segment];
    if (translation === undefined || translation === runs.text) continue;
    const markup = renderParagraph(translation, paragraph, runs, range, (code) =>
      codeMarkup(text, code, edits),
    );
    edits.add({ start: range.start, end: range.end, text: markup });
  }
  let rebuilt = applyEdits(text, edits.all());
  if (language)
    rebuilt = withAppliedLanguage(rebuilt, ['ParagraphStyleRange', 'CharacterStyleRange'], language);
  return rebuilt === text ? undefined : encodeText(rebuilt, encoding);
}
