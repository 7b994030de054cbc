// Text set in LibreOffice's code styles (Preformatted Text paragraphs, Source Text and Teletype
// characters) is a command, a listing or an identifier: it is kept as written, as HTML keeps <pre> and
// <code>. Automatic styles count by the style they are based on.
import type { XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfNames } from './odf-names';

export interface CodeStyles {
  paragraphs: ReadonlySet<string>;
  spans: ReadonlySet<string>;
}

const codeParagraphStyles = ['Preformatted_20_Text'];
const codeSpanStyles = ['Source_20_Text', 'Teletype'];

export function codeStyles(root: XmlElement, names: OdfNames): CodeStyles {
  const paragraphs = new Set(codeParagraphStyles);
  const spans = new Set(codeSpanStyles);
  const automatic = names.child(root, 'office:automatic-styles');
  for (const style of automatic ? names.children(automatic, 'style:style') : []) {
    const name = names.attribute(style, 'style:name');
    const parent = names.attribute(style, 'style:parent-style-name');
    if (!name || !parent) continue;
    if (codeParagraphStyles.includes(parent)) paragraphs.add(name);
    if (codeSpanStyles.includes(parent)) spans.add(name);
  }
  return { paragraphs, spans };
}
