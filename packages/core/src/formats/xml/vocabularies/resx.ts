// .NET .resx resources: the `<value>` of each `<data name>` string. Entries with a `type` or `mimetype`
// are serialised objects (images, icons, sizes), and WinForms designer metadata (`>>…`, `$this.…`)
// is not text.
import { attribute, childElements, firstChild, type XmlElement } from '../../xml-toolkit/xml-tree';
import { rootIs, type XmlVocabulary } from './vocabulary';

function isString(data: XmlElement): boolean {
  const name = attribute(data, 'name') ?? '';
  const typed = attribute(data, 'type') !== undefined || attribute(data, 'mimetype') !== undefined;
  return !typed && !name.startsWith('>>') && !name.startsWith('$this.');
}

export const resxVocabulary: XmlVocabulary = {
  name: 'resx',
  matches: (root) => rootIs('root')(root) && childElements(root, 'resheader').length > 0,
  translatableElements: (root) =>
    childElements(root, 'data')
      .filter(isString)
      .flatMap((data) => firstChild(data, 'value') ?? []),
  isOpaque: () => false,
};
