// HTML and XHTML: text of every block (with its inline markup as placeholders), the visible attributes
// and the page's title and description are translated; the page is rewritten by source offsets, so
// entities, quoting, whitespace and comments stay as they were, and the root element gets the target
// `lang` (and `dir` for right-to-left languages). The declared charset is kept.
import { parse } from 'parse5';
import type { DocumentFormat } from '../format';
import type { TextEncoding } from '../text-files/text-encoding';
import { extractHtml } from './extract-html';
import type { HtmlEdit } from './html-edits';
import { decodeHtml, encodeHtml } from './html-encoding';
import { rebuildHtml } from './rebuild-html';
import { findRootLanguage, type RootLanguage, rootLanguageEdits } from './root-language';
import { readSimpleHtml } from './simple-html-tree';
import { isXmlDocument, refuseEntityDeclarations, refuseMalformedXml } from './xhtml-check';
import { parserText } from './xhtml-self-closing';

export interface HtmlSkeleton {
  source: string;
  encoding: TextEncoding;
  edits: HtmlEdit[];
  root: RootLanguage | undefined;
}

/**
 * A page is read as XML when it says so (an XML declaration) or when its name does (`.xhtml`, which
 * often leaves the declaration out): then it must be well-formed, and `<p/>` is an empty element.
 */
function markupFormat(
  identity: Pick<DocumentFormat, 'id' | 'label' | 'extensions' | 'mimeType'>,
  alwaysXml: boolean,
): DocumentFormat<HtmlSkeleton> {
  return {
    ...identity,
    extract(input) {
      const { text, encoding } = decodeHtml(input);
      const xml = alwaysXml || isXmlDocument(text);
      refuseEntityDeclarations(text, xml ? 'XHTML' : 'HTML');
      if (xml) refuseMalformedXml(text);
      const parserInput = parserText(text, xml);
      const document = readSimpleHtml(parserInput) ?? parse(parserInput, { sourceCodeLocationInfo: true });
      const { segments, edits } = extractHtml(document, text);
      return {
        segments,
        skeleton: { source: text, encoding, edits, root: findRootLanguage(document, text) },
      };
    },

    rebuild({ segments, skeleton }, translations, { to }) {
      const edits = [...skeleton.edits, ...rootLanguageEdits(skeleton.root, to)];
      const sources = segments.map((segment) => segment.text);
      return encodeHtml(rebuildHtml(skeleton.source, edits, sources, translations), skeleton.encoding);
    },
  };
}

export const htmlFormat = markupFormat(
  { id: 'html', label: 'HTML', extensions: ['.html', '.htm'], mimeType: 'text/html' },
  false,
);

export const xhtmlFormat = markupFormat(
  { id: 'xhtml', label: 'XHTML', extensions: ['.xhtml'], mimeType: 'application/xhtml+xml' },
  true,
);
