// A translation as plain text, for places that hold no markup (a sheet name, an attribute): the text
// of its runs, without placeholders.
import { type RunParagraph, writeRuns } from '../office-package';

export function plainText(translation: string, paragraph: RunParagraph): string {
  let text = '';
  writeRuns(translation, paragraph, { run: (_style, run) => (text += run), markup: () => {} });
  return text;
}
