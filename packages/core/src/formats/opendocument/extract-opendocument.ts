// Extraction: the package is opened and checked, then content.xml, styles.xml (headers, footers,
// masters), meta.xml and embedded charts are walked for their units; each unit with words is one
// segment. With `translateImages`, the lettering of the pictures in Pictures/ follows.
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import type { ExtractedDocument, FormatOptions, ReadLimits } from '../format';
import { type OfficePackage, parsePart } from '../office-package';
import { type PackagePictures, withPackagePictures } from '../office-package/package-pictures';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import type { DocumentKind } from './document-kinds';
import { findUnits } from './find-units';
import { OdfNames } from './odf-names';
import { openPackage } from './open-package';
import { partStyles } from './part-styles';
import type { Unit } from './units';
import { hiddenPageStyles, type WalkRules } from './walk-rules';

/**
 * The XML parts whose text is translated, in the order their segments come: the body, the styles
 * (headers, footers, masters), the metadata, then embedded objects such as charts (`Object 1/content.xml`).
 */
function textParts(pkg: OfficePackage): string[] {
  const objects = pkg.entries.map((entry) => entry.name).filter((name) => /^[^/]+\/content\.xml$/.test(name));
  return ['content.xml', 'styles.xml', 'meta.xml', ...objects];
}

export interface PartUnits {
  name: string;
  document: XmlDocument;
  names: OdfNames;
  /** Only units with words: one segment each, in order. */
  units: Unit[];
}

export interface OpenDocumentSkeleton {
  kind: DocumentKind;
  pkg: OfficePackage;
  parts: PartUnits[];
  /** With `translateImages`: the pictures in `Pictures/` that hold lettering. */
  pictures?: PackagePictures;
}

// A list number's `.` or a header of fields only (`<x1/> (<x2/>)`) has nothing to translate.
const hasWords = (unit: Unit) => /[\p{L}\p{N}]/u.test(stripPlaceholders(unit.paragraph.text));

function documentTitle(parts: readonly PartUnits[]): string | undefined {
  const meta = parts.find((part) => part.name === 'meta.xml');
  const title = meta?.units.find((unit) => meta.names.is(unit.element, 'dc:title'));
  return title?.paragraph.text.trim() || undefined;
}

function segmentsOf(parts: readonly PartUnits[]): Segment[] {
  const title = documentTitle(parts);
  return parts.flatMap((part) =>
    part.units.map((unit, index) => {
      const heading = unit.kind === 'paragraph' || unit.kind === 'plain' ? unit.heading : undefined;
      const context = { ...(title && { documentTitle: title }), ...(heading && { heading }) };
      return {
        id: `${part.name}#${index + 1}`,
        text: unit.paragraph.text,
        ...(Object.keys(context).length > 0 && { context }),
      };
    }),
  );
}

export async function extractOpenDocument(
  input: Buffer,
  kind: DocumentKind,
  options: FormatOptions,
  limits?: ReadLimits,
  from = 'auto',
): Promise<ExtractedDocument<OpenDocumentSkeleton>> {
  const { pkg, content } = await openPackage(input, kind, limits);
  const contentNames = new OdfNames(content.root);
  const hiddenPages = hiddenPageStyles(content.root, contentNames);
  const parts = textParts(pkg).flatMap((name): PartUnits[] => {
    const document = name === 'content.xml' ? content : parsePart(pkg, name, kind.name);
    if (!document) return [];
    const names = name === 'content.xml' ? contentNames : new OdfNames(document.root);
    const rules: WalkRules = {
      kind,
      options,
      names,
      hiddenPageStyles: hiddenPages,
      readsSheetNames: kind.id === 'ods' && name === 'content.xml',
    };
    const units = findUnits(document.root, rules, partStyles(document.root, names)).filter(hasWords);
    return [{ name, document, names, units }];
  });
  const document = { segments: segmentsOf(parts), skeleton: { kind, pkg, parts } };
  return withPackagePictures(document, { folder: 'Pictures/', options, from, limits });
}
