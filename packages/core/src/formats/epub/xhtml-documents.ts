// Each XHTML content document is translated by the HTML format, as a page of its own: its segments
// get the document's name in their ids, a problem in it names the document, and the bilingual
// option adds its pairs to the page's edits.
import { isUserFacingError, UserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import type { ExtractedDocument, RebuildTarget } from '../format';
import { type HtmlSkeleton, htmlFormat } from '../html';
import { findEntry, type OfficePackage } from '../office-package';
import { bilingualPairs } from './bilingual-pairs';
import { refuseEncryptedContent } from './encrypted-content';
import type { OriginalLanguage } from './original-copy';
import { withoutOuterPairs } from './outer-pair';
import type { ManifestItem, PackageDocument } from './package-document';

export interface XhtmlDocument {
  part: string;
  /** The navigation document keeps its list structure: no bilingual pairs there. */
  isNavigation: boolean;
  page: ExtractedDocument<HtmlSkeleton>;
}

const xhtmlMediaType = 'application/xhtml+xml';

/** Spine documents in reading order, then the other XHTML of the manifest (the navigation, notes…). */
function contentDocuments(opf: PackageDocument): ManifestItem[] {
  const xhtml = opf.manifest.filter((item) => item.mediaType === xhtmlMediaType);
  const byId = new Map(xhtml.map((item) => [item.id, item]));
  const inSpine = opf.spineIds.flatMap((id) => byId.get(id) ?? []);
  // A part listed twice (in the spine twice, or under two ids) is still one document.
  const seen = new Set<string>();
  return [...inSpine, ...xhtml].filter((item) => !seen.has(item.part) && seen.add(item.part));
}

async function inPart<T>(part: string, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isUserFacingError(error)) throw error;
    const message = `${error.message.replace(/\.$/, '')} (in its part ${part}).`;
    throw new UserFacingError(error.code, message.replace(/This X?HTML file/, 'This EPUB file'), {
      ...error.details,
      part,
    });
  }
}

function prefixed(part: string, segments: Segment[]): Segment[] {
  return segments.map((segment) => ({ ...segment, id: `${part}#${segment.id}` }));
}

/** Documents the manifest lists but the package lacks are left out: there is nothing to translate. */
export async function extractXhtmlDocuments(
  pkg: OfficePackage,
  opf: PackageDocument,
): Promise<XhtmlDocument[]> {
  const documents: XhtmlDocument[] = [];
  const items = contentDocuments(opf);
  refuseEncryptedContent(
    pkg,
    items.map((item) => item.part),
  );
  for (const item of items) {
    const entry = findEntry(pkg, item.part);
    if (!entry) continue;
    const page = withoutOuterPairs(await inPart(item.part, () => htmlFormat.extract(entry.data, {})));
    documents.push({
      part: item.part,
      isNavigation: item.properties.includes('nav'),
      page: { ...page, segments: prefixed(item.part, page.segments) },
    });
  }
  return documents;
}

/** The page with its translations; with `bilingual`, each translated paragraph followed by its original. */
export async function rebuildXhtmlDocument(
  document: XhtmlDocument,
  translations: string[],
  target: RebuildTarget,
  bilingual: OriginalLanguage | undefined,
): Promise<Buffer> {
  const { page } = document;
  const pairs = bilingual && !document.isNavigation ? bilingualPairs(page, translations, bilingual) : [];
  const paired = { ...page, skeleton: { ...page.skeleton, edits: [...page.skeleton.edits, ...pairs] } };
  return htmlFormat.rebuild(paired, translations, { ...target, options: {} });
}
