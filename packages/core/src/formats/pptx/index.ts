// PowerPoint presentations: the text of slides (shapes, groups, tables), speaker notes, masters and
// layouts, charts, SmartArt, alternative text and the document title and subject, one segment per
// paragraph with its runs as placeholders. Parts are edited in place, so everything untranslated stays
// byte-identical; text bodies whose translation grew past their shape are set to shrink to fit. With
// `translateImages`, the lettering of the pictures in ppt/media is translated too.
import type { DocumentFormat } from '../format';
import {
  type OfficePackage,
  packageLimitsWithin,
  readPackage,
  withParts,
  writePackage,
} from '../office-package';
import {
  type PackagePictures,
  rebuiltPackagePictures,
  withPackagePictures,
} from '../office-package/package-pictures';
import { addBilingualNotes } from './bilingual-notes';
import { refuseCompoundFile } from './compound-file';
import { extractPresentation, type TextPart } from './extract-pptx';
import { PackageAdditions } from './package-additions';
import { PartEdits } from './part-edits';
import { pptxName } from './pptx-errors';
import { type PresentationPlan, planPresentation } from './presentation-plan';
import { translationEdits } from './rebuild-parts';
import { ShapeRooms } from './shape-room';
import { targetLanguage } from './target-language';

export interface PptxSkeleton {
  pkg: OfficePackage;
  plan: PresentationPlan;
  parts: TextPart[];
  /** With `translateImages`: the pictures in `ppt/media/` that hold lettering. */
  pictures?: PackagePictures;
}

export const pptxFormat: DocumentFormat<PptxSkeleton> = {
  id: 'pptx',
  label: 'PowerPoint (PPTX)',
  extensions: ['.pptx', '.potx', '.ppsx', '.pptm'],
  mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  options: ['bilingual', 'skipNotes', 'skipHiddenSlides', 'skipMasterSlides', 'translateImages'],

  async extract(input, options, from = 'auto', limits) {
    refuseCompoundFile(input);
    const pkg = await readPackage(input, pptxName, packageLimitsWithin(limits));
    const plan = planPresentation(pkg, options);
    const { segments, parts } = extractPresentation(pkg, plan);
    const document = { segments, skeleton: { pkg, plan, parts } };
    return withPackagePictures(document, { folder: 'ppt/media/', options, from, limits });
  },

  async rebuild({ segments, skeleton }, translations, { from, to, options }) {
    const edits = new PartEdits(skeleton.pkg);
    const language = targetLanguage(to);
    const rooms = new ShapeRooms(skeleton.pkg, skeleton.plan.presentation);
    for (const part of skeleton.parts) {
      edits.add(part.name, part.document, translationEdits(part, segments, translations, language, rooms));
    }
    if (options.bilingual) {
      const additions = new PackageAdditions(edits);
      addBilingualNotes(additions, skeleton.plan, skeleton.parts, segments, targetLanguage(from).run);
    }
    const pictures = await rebuiltPackagePictures(skeleton, translations, { from, to, options });
    return writePackage(withParts(edits.applied(), pictures));
  },
};
