// InDesign documents exported as IDML: every story designmap.xml lists (master pages' text frames
// included) is translated paragraph by paragraph, formatting kept as CharacterStyleRanges; styles,
// preferences and the layout stay as they were, apart from the language the styles name.
import { UserFacingError } from '../../errors';
import type { DocumentFormat } from '../format';
import { findEntry, type OfficePackage, withParts, writePackage } from '../office-package';
import { decodeText, encodeText } from '../text-files/text-encoding';
import { extractStories, type StorySkeleton } from './extract-stories';
import { masterStories, readIdml } from './idml-package';
import { rebuildStory } from './rebuild-story';
import { indesignLanguage, withAppliedLanguage } from './target-language';

export interface IdmlSkeleton {
  pkg: OfficePackage;
  stories: StorySkeleton[];
}

const stylesPart = 'Resources/Styles.xml';

/** Styles.xml's text; a part that is not text is a damaged IDML file, said in IDML's name. */
function decodedStyles(data: Buffer) {
  try {
    return decodeText(data);
  } catch {
    throw new UserFacingError('bad_file', `This IDML file is damaged: its part ${stylesPart} is not text.`);
  }
}

/** Styles.xml with every paragraph and character style naming the target language. */
function stylesInLanguage(pkg: OfficePackage, language: string): Buffer | undefined {
  const entry = findEntry(pkg, stylesPart);
  if (!entry) return undefined;
  const { text, encoding } = decodedStyles(entry.data);
  const rebuilt = withAppliedLanguage(text, ['ParagraphStyle', 'CharacterStyle'], language);
  return rebuilt === text ? undefined : encodeText(rebuilt, encoding);
}

export const idmlFormat: DocumentFormat<IdmlSkeleton> = {
  id: 'idml',
  label: 'InDesign (IDML)',
  extensions: ['.idml'],
  mimeType: 'application/vnd.adobe.indesign-idml-package',
  // InDesign notes are editors' comments on the text; master pages hold running heads and folios.
  options: ['skipComments', 'skipMasterSlides'],

  async extract(input, options, _from, limits) {
    const idml = await readIdml(input, limits);
    const skipped = options.skipMasterSlides ? masterStories(idml) : new Set<string>();
    const { segments, stories } = extractStories(
      idml.stories,
      { skipNotes: options.skipComments === true },
      skipped,
    );
    return { segments, skeleton: { pkg: idml.pkg, stories } };
  },

  rebuild({ skeleton }, translations, { to }) {
    const language = indesignLanguage(to);
    const parts = new Map<string, Buffer>();
    for (const story of skeleton.stories) {
      const rebuilt = rebuildStory(story, translations, language);
      if (rebuilt) parts.set(story.part, rebuilt);
    }
    const styles = language ? stylesInLanguage(skeleton.pkg, language) : undefined;
    if (styles) parts.set(stylesPart, styles);
    return writePackage(withParts(skeleton.pkg, parts));
  },
};
