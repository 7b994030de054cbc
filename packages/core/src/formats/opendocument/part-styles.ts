// What a part's styles tell extraction: which span styles format the same (text-styles.ts) and which
// mark code (code-styles.ts).
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { type CodeStyles, codeStyles } from './code-styles';
import type { OdfNames } from './odf-names';
import { type TextStyleNames, textStyleNames } from './text-styles';

export interface PartStyles {
  text: TextStyleNames;
  code: CodeStyles;
}

export function partStyles(root: XmlElement, names: OdfNames): PartStyles {
  return { text: textStyleNames(root, names), code: codeStyles(root, names) };
}
