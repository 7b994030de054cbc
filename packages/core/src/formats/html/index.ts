// HTML and XHTML: text of every block (with its inline markup as placeholders), the visible attributes
// and the page's title and description are translated; the page is rewritten by source offsets, so
// entities, quoting, whitespace and comments stay as they were, and the root element gets the target
// `lang` (and `dir` for right-to-left languages). The declared charset is kept.
import { parse } from 'parse5';
import type { DocumentFormat } from '../format';
import type { TextEncoding } from '../txt/text-encoding';
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

export const htmlFormat: DocumentFormat<HtmlSkeleton> = {
  id: 'html',
  label: 'HTML',
  extensions: ['.html', '.htm', '.xhtml'],
  mimeType: 'text/html',

  extract(input) {
    const { text, encoding } = decodeHtml(input);
    const xml = isXmlDocument(text);
    refuseEntityDeclarations(text, xml ? 'XHTML' : 'HTML');
    if (xml) refuseMalformedXml(text);
    const parserInput = parserText(text, xml);
    const document = readSimpleHtml(parserInput) ?? parse(parserInput, { sourceCodeLocationInfo: true });
    const { segments, edits } = extractHtml(document, text);
    return { segments, skeleton: { source: text, encoding, edits, root: findRootLanguage(document, text) } };
  },

  rebuild({ segments, skeleton }, translations, { to }) {
    const edits = [...skeleton.edits, ...rootLanguageEdits(skeleton.root, to)];
    const sources = segments.map((segment) => segment.text);
    return encodeHtml(rebuildHtml(skeleton.source, edits, sources, translations), skeleton.encoding);
  },
};
