// A story part with its translated paragraphs in place. Paragraphs inside tables and notes are
// written first, so a paragraph holding a table carries the table's translated cells; everything
// outside the translated paragraphs keeps its bytes, apart from the language the ranges name.
import { encodeText } from '../txt/text-encoding';
import { applyEdits, type TextEdit } from '../xml/text-edits';
import type { StorySkeleton } from './extract-stories';
import type { StoryCode } from './paragraph-tokens';
import { renderParagraph } from './render-paragraph';
import { withAppliedLanguage } from './target-language';

/** Edits not inside another one: an outer paragraph's rewrite already holds its table's edits. */
function outermost(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextEdit[] = [];
  for (const edit of sorted) {
    const last = kept.at(-1);
    if (!last || edit.start >= last.end) kept.push(edit);
  }
  return kept;
}

function codeMarkup(text: string, code: StoryCode, edits: readonly TextEdit[]): string {
  switch (code.kind) {
    case 'element':
      return code.holdsFlows
        ? applyEdits(text, outermost(edits), code.start, code.end)
        : text.slice(code.start, code.end);
    case 'instruction':
      return `<Content>${text.slice(code.start, code.end)}</Content>`;
    case 'character':
      return `<Content>${code.value}</Content>`;
  }
}

/** The story's new bytes, or undefined when nothing in it changed. */
export function rebuildStory(
  story: StorySkeleton,
  translations: readonly string[],
  language: string | undefined,
): Buffer | undefined {
  const { text, encoding } = story.document;
  const edits: TextEdit[] = [];
  const deepestFirst = [...story.paragraphs].sort((a, b) => b.paragraph.depth - a.paragraph.depth);
  for (const { segment, paragraph, runs, range } of deepestFirst) {
    const translation = translations[segment];
    if (translation === undefined || translation === runs.text) continue;
    const markup = renderParagraph(translation, paragraph, runs, range, (code) =>
      codeMarkup(text, code, edits),
    );
    edits.push({ start: range.start, end: range.end, text: markup });
  }
  let rebuilt = applyEdits(text, outermost(edits));
  if (language)
    rebuilt = withAppliedLanguage(rebuilt, ['ParagraphStyleRange', 'CharacterStyleRange'], language);
  return rebuilt === text ? undefined : encodeText(rebuilt, encoding);
}
