// Writes the translations into the package: every part with slots is edited in place (untouched
// bytes stay identical), the default language in the styles follows the target, in a bilingual
// document the body keeps each original beside its translation, and pictures read for
// `translateImages` are lettered in the target language.
import type { ExtractedDocument, RebuildTarget } from '../format';
import { editedPart, parsePart, withParts, writePackage } from '../office-package';
import { rebuiltPackagePictures } from '../office-package/package-pictures';
import { bilingualTableEdits } from './bilingual-table';
import { defaultLanguageEdits } from './default-language';
import type { DocxSkeleton } from './extract-docx';
import { targetLanguage } from './target-language';
import { partEdits } from './translation-plan';

const stylesPart = 'word/styles.xml';

export async function rebuildDocx(
  { segments, skeleton }: ExtractedDocument<DocxSkeleton>,
  translations: string[],
  target: RebuildTarget,
): Promise<Buffer> {
  const { to, options } = target;
  const language = targetLanguage(to);
  const table = options.bilingual === true && options.bilingualLayout === 'table';
  const context = { language, bilingual: options.bilingual === true && !table };
  const parts = new Map<string, Buffer>();
  for (const [name, plan] of skeleton.plan.parts) {
    const edits =
      table && name === skeleton.body
        ? bilingualTableEdits(skeleton, plan, translations, { ...context, bilingual: true })
        : partEdits(plan, translations, segments, context);
    if (edits.length > 0) parts.set(name, editedPart(plan.document, edits));
  }
  const styles = parsePart(skeleton.pkg, stylesPart, 'DOCX');
  if (styles) parts.set(stylesPart, editedPart(styles, defaultLanguageEdits(styles, language)));
  for (const [name, data] of await rebuiltPackagePictures(skeleton, translations, target)) {
    parts.set(name, data);
  }
  return writePackage(withParts(skeleton.pkg, parts));
}
