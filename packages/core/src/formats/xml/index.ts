// XML files: generic XML and the vocabularies Verso knows by their root element (Android strings,
// .resx, DITA) have their element contents translated; an XLIFF file saved as .xml is translated as
// XLIFF, source into target, rather than having its sources overwritten.
import type { DocumentFormat } from '../format';
import { extractXliff, rebuildXliff, type XliffSkeleton } from '../xliff';
import { parseXml } from '../xml-toolkit/safe-xml';
import { localName } from '../xml-toolkit/xml-tree';
import {
  type ElementContentSkeleton,
  extractElementContents,
  rebuildElementContents,
} from './element-contents';

export type XmlSkeleton =
  | { kind: 'elements'; elements: ElementContentSkeleton }
  | { kind: 'xliff'; xliff: XliffSkeleton };

export const xmlFormat: DocumentFormat<XmlSkeleton> = {
  id: 'xml',
  label: 'XML',
  // .resx (.NET resources) is XML with its own rules; Android strings and DITA topics arrive as .xml.
  extensions: ['.xml', '.resx'],
  mimeType: 'application/xml',

  extract(input, options) {
    const document = parseXml(input, 'XML');
    if (localName(document.root) === 'xliff') {
      const { segments, skeleton } = extractXliff(document, options);
      return { segments, skeleton: { kind: 'xliff', xliff: skeleton } };
    }
    const { segments, skeleton } = extractElementContents(document);
    return { segments, skeleton: { kind: 'elements', elements: skeleton } };
  },

  rebuild({ skeleton }, translations, { to }) {
    if (skeleton.kind === 'xliff') return rebuildXliff(skeleton.xliff, translations, to);
    return rebuildElementContents(skeleton.elements, translations, to);
  },
};
