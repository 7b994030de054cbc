// EPUB 2 and 3 books: every XHTML content document (translated by the HTML format: block text with
// inline markup as placeholders, alt text, lang and dir on the root), the navigation document, the
// NCX's labels and the OPF's title, description and subjects. `dc:language` becomes the target and a
// right-to-left target turns the pages right to left. With `translateImages`, the lettering of the
// book's pictures is translated too. Every other file is copied byte for byte.
import type { Segment } from '../../segments';
import type { DocumentFormat } from '../format';
import {
  editedPart,
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
import { packageDocumentName } from './container';
import { epubName } from './epub-errors';
import { withMimetypeFirst } from './mimetype-entry';
import { extractNcx, type Ncx, ncxEdits } from './ncx';
import { readPackageDocument } from './package-document';
import { extractPackageMetadata, type PackageMetadata, packageMetadataEdits } from './package-metadata';
import { extractXhtmlDocuments, rebuildXhtmlDocument, type XhtmlDocument } from './xhtml-documents';

export interface EpubSkeleton {
  pkg: OfficePackage;
  /** The OPF's `version`: EPUB 2 content is XHTML 1.1. */
  version: string;
  metadata: PackageMetadata;
  ncx: Ncx | undefined;
  documents: XhtmlDocument[];
  /** With `translateImages`: the book's pictures that hold lettering, wherever they are stored. */
  pictures?: PackagePictures;
}

/** Hands out each part's share of the translations, in the order the parts' segments were listed. */
class TranslationQueue {
  private position = 0;

  constructor(private readonly translations: readonly string[]) {}

  take(count: number): string[] {
    const taken = this.translations.slice(this.position, this.position + count);
    this.position += count;
    return taken;
  }
}

export const epubFormat: DocumentFormat<EpubSkeleton> = {
  id: 'epub',
  label: 'EPUB',
  extensions: ['.epub'],
  mimeType: 'application/epub+zip',
  options: ['bilingual', 'translateImages'],

  async extract(input, options, from = 'auto', limits) {
    const pkg = await readPackage(input, epubName, packageLimitsWithin(limits));
    const opf = readPackageDocument(pkg, packageDocumentName(pkg));
    const metadata = extractPackageMetadata(opf);
    const ncx = extractNcx(pkg, opf);
    const documents = await extractXhtmlDocuments(pkg, opf);
    const segments: Segment[] = [
      ...metadata.segments,
      ...(ncx?.segments ?? []),
      ...documents.flatMap((document) => document.page.segments),
    ];
    const skeleton = { pkg, version: opf.version, metadata: metadata.metadata, ncx: ncx?.ncx, documents };
    return withPackagePictures({ segments, skeleton }, { folder: '', options, from, limits });
  },

  async rebuild({ skeleton }, translations, { from, to, options }) {
    const queue = new TranslationQueue(translations);
    const { metadata, ncx } = skeleton;
    const parts = new Map<string, Buffer>();
    const metadataEdits = packageMetadataEdits(metadata, queue.take(metadata.translated.length), from, to);
    parts.set(metadata.opf.part, editedPart(metadata.opf.document, metadataEdits));
    if (ncx) parts.set(ncx.part, editedPart(ncx.document, ncxEdits(ncx, queue.take(ncx.slots.length), to)));
    const bilingual = options.bilingual
      ? { from, to, withLang: !skeleton.version.startsWith('2') }
      : undefined;
    for (const document of skeleton.documents) {
      const pageTranslations = queue.take(document.page.segments.length);
      parts.set(
        document.part,
        await rebuildXhtmlDocument(document, pageTranslations, { from, to, options }, bilingual),
      );
    }
    for (const [name, data] of await rebuiltPackagePictures(skeleton, translations, { from, to, options })) {
      parts.set(name, data);
    }
    return writePackage(withMimetypeFirst(withParts(skeleton.pkg, parts)));
  },
};
