// Reads a Word package into segments: each part that holds visible text is parsed once and its
// texts become slots of the translation plan; the options leave comments or headers and footers out.
import type { Segment } from '../../segments';
import type { ExtractedDocument, FormatOptions, ReadLimits } from '../format';
import { type OfficePackage, packageLimitsWithin, parsePart, readPackage } from '../office-package';
import { type PackagePictures, withPackagePictures } from '../office-package/package-pictures';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { addCoreProperties } from './core-properties';
import { type DocxPart, docxParts, type PartRole } from './docx-parts';
import { addChartText, addDrawingText } from './drawing-text';
import { addNumberingText } from './numbering-text';
import { TranslationPlan } from './translation-plan';
import type { WordParagraph } from './word-paragraph';
import { addWordText } from './word-text';

export interface DocxSkeleton {
  pkg: OfficePackage;
  plan: TranslationPlan;
  /** The main document part's name: `word/document.xml`. */
  body: string;
  /** The body's paragraphs with words, by element, with their segment: the bilingual table reads them. */
  bodyParagraphs: Map<XmlElement, { paragraph: WordParagraph; segment: number }>;
  /** The document's title, from its properties. */
  title?: string;
  /** With `translateImages`: the pictures in `word/media/` that hold lettering. */
  pictures?: PackagePictures;
}

function isSkipped(role: PartRole, options: FormatOptions): boolean {
  if (role === 'comments') return options.skipComments === true;
  if (role === 'header' || role === 'footer') return options.skipHeadersFooters === true;
  return false;
}

function addPart(skeleton: DocxSkeleton, { name, role }: DocxPart): void {
  const document = parsePart(skeleton.pkg, name, 'DOCX');
  if (!document) return;
  const { plan } = skeleton;
  if (role === 'chart') addChartText(plan, name, document);
  else if (role === 'diagram') addDrawingText(plan, name, document);
  else if (role === 'numbering') addNumberingText(plan, name, document);
  else if (role === 'properties') skeleton.title = addCoreProperties(plan, name, document);
  else {
    const isBody = role === 'body';
    const bodyParagraphs = isBody ? skeleton.bodyParagraphs : undefined;
    addWordText({ plan, part: name, document, isBody, bodyParagraphs });
  }
}

/** The title in the document's properties, as every segment's context. */
function addDocumentTitle(segments: Segment[], title: string | undefined): void {
  if (!title) return;
  for (const segment of segments) segment.context = { ...segment.context, documentTitle: title };
}

export async function extractDocx(
  input: Buffer,
  options: FormatOptions,
  from = 'auto',
  limits?: ReadLimits,
): Promise<ExtractedDocument<DocxSkeleton>> {
  const pkg = await readPackage(input, 'DOCX', packageLimitsWithin(limits));
  const parts = docxParts(pkg);
  const body = parts.find((part) => part.role === 'body')?.name ?? 'word/document.xml';
  const skeleton: DocxSkeleton = { pkg, plan: new TranslationPlan(), body, bodyParagraphs: new Map() };
  for (const part of parts) if (!isSkipped(part.role, options)) addPart(skeleton, part);
  addDocumentTitle(skeleton.plan.segments, skeleton.title);
  const document = { segments: skeleton.plan.segments, skeleton };
  return withPackagePictures(document, { folder: 'word/media/', options, from, limits });
}
