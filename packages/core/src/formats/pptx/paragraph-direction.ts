// Right-to-left targets: each rewritten paragraph gets `rtl="1"` in its `<a:pPr>` (added when the
// paragraph has none), so bullets and alignment follow the text's direction.

import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { firstChild, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';

export function rightToLeftEdits(document: XmlDocument, paragraph: XmlElement): TextEdit[] {
  const properties = firstChild(paragraph, 'pPr');
  if (!properties) {
    return [
      { start: paragraph.openEnd, end: paragraph.openEnd, text: `<${prefixOf(paragraph)}pPr rtl="1"/>` },
    ];
  }
  const openTag = document.text.slice(properties.start, properties.openEnd);
  const existing = /\srtl\s*=\s*(["'])[^"']*\1/.exec(openTag);
  if (existing) {
    const start = properties.start + existing.index;
    return [{ start, end: start + existing[0].length, text: ' rtl="1"' }];
  }
  const at = properties.start + properties.name.length + 1;
  return [{ start: at, end: at, text: ' rtl="1"' }];
}
