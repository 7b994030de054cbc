// The changes a rebuild makes to a package, gathered before anything is written: edits to existing
// XML parts (several steps may edit one part: translating notes and appending the original text)
// and whole new parts (a notes slide created for the bilingual option).
import { editedPart, type OfficePackage, type PackageEntry, withParts } from '../office-package';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { parsedPart } from './parsed-parts';

interface EditedPart {
  document: XmlDocument;
  edits: TextEdit[];
}

export class PartEdits {
  private readonly edited = new Map<string, EditedPart>();
  private readonly created: PackageEntry[] = [];

  constructor(readonly pkg: OfficePackage) {}

  /** The part as parsed for editing (the same tree every caller edits), or undefined when absent. */
  document(name: string, parsed?: XmlDocument): XmlDocument | undefined {
    const known = this.edited.get(name);
    if (known) return known.document;
    const document = parsed ?? parsedPart(this.pkg, name);
    if (document) this.edited.set(name, { document, edits: [] });
    return document;
  }

  add(name: string, document: XmlDocument, edits: readonly TextEdit[]): void {
    this.document(name, document);
    this.edited.get(name)?.edits.push(...edits);
  }

  create(name: string, content: string | Buffer): void {
    this.created.push({ name, data: Buffer.from(content), compressed: true });
  }

  has(name: string): boolean {
    return (
      this.created.some((entry) => entry.name === name) ||
      this.pkg.entries.some((entry) => entry.name === name)
    );
  }

  applied(): OfficePackage {
    const parts = new Map<string, Buffer>();
    for (const [name, { document, edits }] of this.edited) {
      if (edits.length > 0) parts.set(name, editedPart(document, edits));
    }
    const updated = withParts(this.pkg, parts);
    return { entries: [...updated.entries, ...this.created] };
  }
}
