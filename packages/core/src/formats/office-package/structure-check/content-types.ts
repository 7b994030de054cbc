// `[Content_Types].xml` checked against the parts: Office opens only parts whose content type it can
// find, by an override for the part or a default for its extension.
import { elementsNamed, type ParsedPackage, type StructureProblem } from './parsed-package';

const contentTypesPart = '[Content_Types].xml';

export function contentTypeProblems({ names, roots }: ParsedPackage): StructureProblem[] {
  const root = roots.get(contentTypesPart);
  if (!root) return [{ part: contentTypesPart, message: 'missing or not well-formed' }];
  const extensions = new Set(
    elementsNamed(root, 'ct:Default').map((entry) => (entry.attributes.get('Extension') ?? '').toLowerCase()),
  );
  const overrides = new Set(
    elementsNamed(root, 'ct:Override').map((entry) => (entry.attributes.get('PartName') ?? '').toLowerCase()),
  );
  return names
    .filter((name) => name !== contentTypesPart)
    .filter((name) => {
      const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      return !overrides.has(`/${name}`.toLowerCase()) && !extensions.has(extension);
    })
    .map((name) => ({ part: contentTypesPart, message: `no content type for ${name}` }));
}
