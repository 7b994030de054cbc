// XLIFF 1.0–1.2 and 2.x: each source is a segment, its inline codes placeholders; the translation
// fills the `<target>` (made after the source when missing) and is marked translated, and the file
// names the target language. Approved targets stay unless the user asks to overwrite them.
import type { DocumentFormat, ExtractedDocument, FormatOptions } from '../format';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import type { TextEncoding } from '../text-files/text-encoding';
import { notXmlError } from '../xml-toolkit/not-xml';
import { setAttribute } from '../xml-toolkit/open-tag';
import { renderInline } from '../xml-toolkit/render-inline';
import { parseXml, type XmlDocument } from '../xml-toolkit/safe-xml';
import { encodeXml } from '../xml-toolkit/xml-encoding';
import { attribute, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { writeTarget } from './target-plan';
import { filesV1, slotsV1 } from './units-v1';
import { slotsV2 } from './units-v2';
import { openTagOf, type TagRange, type XliffSlot } from './xliff-slot';

export interface XliffSkeleton {
  text: string;
  encoding: TextEncoding;
  slots: XliffSlot[];
  /** Open tags that name the target language, and the attribute that does. */
  languageTags: (TagRange & { attribute: 'target-language' | 'trgLang' })[];
}

const isVersion2 = (root: XmlElement) => (attribute(root, 'version') ?? '').startsWith('2');

function languageTags(root: XmlElement): XliffSkeleton['languageTags'] {
  if (isVersion2(root)) return [{ ...openTagOf(root), attribute: 'trgLang' }];
  return filesV1(root).map((file) => ({ ...openTagOf(file), attribute: 'target-language' as const }));
}

function attributeEdit(text: string, tag: TagRange, name: string, value: string): TextEdit {
  return { ...tag, text: setAttribute(text.slice(tag.start, tag.end), name, value) };
}

/** The units of a parsed XLIFF document (also used for XLIFF saved as .xml). */
export function extractXliff(
  { text, encoding, root }: XmlDocument,
  options: FormatOptions,
): ExtractedDocument<XliffSkeleton> {
  if (localName(root) !== 'xliff')
    throw notXmlError('XLIFF', `its root element is <${root.name}>, not <xliff>`);
  const slots = isVersion2(root) ? slotsV2(text, root, options) : slotsV1(text, root, options);
  return {
    segments: slots.map((slot, index) => ({
      id: `${index + 1}:${slot.unitId}`,
      text: slot.source.text,
      ...(slot.note && { context: { note: slot.note } }),
    })),
    skeleton: { text, encoding, slots, languageTags: languageTags(root) },
  };
}

export function rebuildXliff(skeleton: XliffSkeleton, translations: string[], to: string): Buffer {
  const { text, slots } = skeleton;
  const edits: TextEdit[] = slots.flatMap((slot, index) => {
    const content = renderInline(translations[index] ?? slot.source.text, slot.source);
    const target = {
      start: slot.target.start,
      end: slot.target.end,
      text: writeTarget(slot.target, content, to),
    };
    return slot.stateTag ? [target, attributeEdit(text, slot.stateTag, 'state', 'translated')] : [target];
  });
  for (const tag of skeleton.languageTags) edits.push(attributeEdit(text, tag, tag.attribute, to));
  return encodeXml(applyEdits(text, edits), skeleton.encoding);
}

export const xliffFormat: DocumentFormat<XliffSkeleton> = {
  id: 'xliff',
  label: 'XLIFF',
  extensions: ['.xlf', '.xliff'],
  mimeType: 'application/xliff+xml',
  options: ['overwriteExisting'],
  extract: (input, options) => extractXliff(parseXml(input, 'XLIFF'), options),
  rebuild: ({ skeleton }, translations, { to }) => rebuildXliff(skeleton, translations, to),
};
