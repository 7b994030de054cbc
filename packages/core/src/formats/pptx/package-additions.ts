// Adding parts to a presentation the way PowerPoint does: a free part name, a relationship from the
// part that uses it (with a fresh id), and the part's content type in `[Content_Types].xml`.
import { posix } from 'node:path';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import { attribute, childElements } from '../xml-toolkit/xml-tree';
import { appendChildEdit } from './append-child';
import type { PartEdits } from './part-edits';
import { relationshipsPartName } from './relationships';

const relationshipTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
const contentTypesPart = '[Content_Types].xml';

export class PackageAdditions {
  private readonly takenIds = new Map<string, Set<string>>();
  /** Relationships of parts that had none (new parts): written as whole parts by `finish`. */
  private readonly newRelationships = new Map<string, string[]>();

  constructor(readonly edits: PartEdits) {}

  /** `ppt/notesSlides/notesSlide7.xml` for the first number not in the package. */
  freeName(folder: string, stem: string): string {
    for (let number = 1; ; number += 1) {
      const name = `${folder}/${stem}${number}.xml`;
      if (!this.edits.has(name)) return name;
    }
  }

  /** Creates the part, registers its content type and returns its name. */
  createPart(name: string, contentType: string, content: string | Buffer): void {
    this.edits.create(name, content);
    this.addContentType(name, contentType);
  }

  /** A relationship from `source` to `target` of the given type; returns its id. */
  relate(source: string, target: string, type: string): string {
    const relsName = relationshipsPartName(source);
    const id = this.freeId(relsName);
    const targetPath = posix.relative(posix.dirname(source), target);
    const element = `<Relationship Id="${id}" Type="${relationshipTypes}${type}" Target="${escapeAttribute(targetPath, '"')}"/>`;
    const rels = this.edits.has(relsName) ? this.edits.document(relsName) : undefined;
    if (rels) this.edits.add(relsName, rels, [appendChildEdit(rels, rels.root, element)]);
    else this.newRelationships.set(relsName, [...(this.newRelationships.get(relsName) ?? []), element]);
    return id;
  }

  /** Writes the relationship parts of new parts. */
  finish(): void {
    for (const [relsName, elements] of this.newRelationships) {
      this.edits.create(
        relsName,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${relationshipsNamespace}">${elements.join('')}</Relationships>`,
      );
    }
    this.newRelationships.clear();
  }

  private freeId(relsName: string): string {
    let ids = this.takenIds.get(relsName);
    if (!ids) {
      const rels = this.edits.has(relsName) ? this.edits.document(relsName) : undefined;
      ids = new Set(rels ? childElements(rels.root).map((element) => attribute(element, 'Id') ?? '') : []);
      this.takenIds.set(relsName, ids);
    }
    let number = ids.size + 1;
    while (ids.has(`rId${number}`)) number += 1;
    ids.add(`rId${number}`);
    return `rId${number}`;
  }

  private addContentType(name: string, contentType: string): void {
    const types = this.edits.document(contentTypesPart);
    if (!types) return;
    const override = `<Override PartName="/${escapeAttribute(name, '"')}" ContentType="${contentType}"/>`;
    this.edits.add(contentTypesPart, types, [appendChildEdit(types, types.root, override)]);
  }
}
