// XLIFF inline codes as placeholders. `<g>`, `<pc>` and `<mrk>` wrap text (`<g1>…</g1>`); `<x/>`,
// `<bx/>`, `<ex/>`, `<sc/>`, `<ec/>`, `<ph/>` stand alone; `<ph>`, `<bpt>`, `<ept>` and `<it>` of
// XLIFF 1.2 hold the original format's code, so each is one `<xN/>` with its content.

import { isMarkedUntranslatable } from '../xml/vocabularies';
import type { InlineRules } from '../xml-toolkit/inline-content';
import { attribute, localName, type XmlElement } from '../xml-toolkit/xml-tree';

const codeHolders = new Set(['ph', 'bpt', 'ept', 'it']);

export const xliffInlineRules: InlineRules = {
  isOpaque: (element: XmlElement) =>
    codeHolders.has(localName(element)) ||
    isMarkedUntranslatable(element) ||
    attribute(element, 'mtype') === 'protected',
};
