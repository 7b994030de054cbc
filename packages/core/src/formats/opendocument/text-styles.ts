// LibreOffice writes a new automatic text style each time an edit session touches a run (they differ
// only by an `officeooo:rsid` revision id), so one bold word can come as T1, T4 and T9. Each style is
// mapped to the first one with the same formatting, and a style that formats nothing to none, so
// such runs merge into one and a translation re-emits the real formatting once.
import type { XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfNames } from './odf-names';

/** Style name → the name that stands for its formatting ('' when it sets nothing). */
export type TextStyleNames = ReadonlyMap<string, string>;

const revisionAttributes = /(^|:)(rsid|paragraph-rsid)$/;

function formattingKey(style: XmlElement, names: OdfNames): string {
  const properties = style.children.flatMap((child) => {
    if (child.kind !== 'element') return [];
    const attributes = Object.entries(child.attributes)
      .filter(([name]) => !revisionAttributes.test(name))
      .sort(([a], [b]) => a.localeCompare(b));
    return attributes.length > 0 || child.children.length > 0 ? [[child.name, attributes]] : [];
  });
  const parent = names.attribute(style, 'style:parent-style-name');
  if (properties.length === 0 && !parent) return '';
  return JSON.stringify([parent ?? '', properties]);
}

export function textStyleNames(root: XmlElement, names: OdfNames): TextStyleNames {
  const canonical = new Map<string, string>();
  const firstByKey = new Map<string, string>();
  const automatic = names.child(root, 'office:automatic-styles');
  for (const style of automatic ? names.children(automatic, 'style:style') : []) {
    const name = names.attribute(style, 'style:name');
    if (!name || names.attribute(style, 'style:family') !== 'text') continue;
    const key = formattingKey(style, names);
    if (key === '') canonical.set(name, '');
    else {
      if (!firstByKey.has(key)) firstByKey.set(key, name);
      canonical.set(name, firstByKey.get(key) ?? name);
    }
  }
  return canonical;
}
