// Builds small Word packages in code, for the benchmark and the tests: a body, the parts around it
// (styles, headers, notes, charts…) with their content types and relationships, and core properties.
import { writePackage } from '../office-package';

export const wordNamespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" ' +
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" mc:Ignorable="w14"';

const officeTypes = 'application/vnd.openxmlformats-officedocument';
const relationshipTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface SamplePart {
  /** `word/header1.xml` */
  name: string;
  /** The end of its content type after the office prefix: `wordprocessingml.header+xml`. */
  type: string;
  /** The relationship from the main document (`header`), with its id; none for unrelated parts. */
  relationship?: { type: string; id: string };
  xml: string;
}

export interface SampleDocument {
  body: string;
  parts?: SamplePart[];
  /** External hyperlink targets by relationship id. */
  links?: Record<string, string>;
  /** Title, subject, keywords, description. */
  properties?: Record<string, string>;
}

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function contentTypes(parts: readonly SamplePart[]): string {
  const overrides = parts.map(
    (part) => `<Override PartName="/${part.name}" ContentType="${officeTypes}.${part.type}"/>`,
  );
  return `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${officeTypes}.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>${overrides.join('')}</Types>`;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
  external?: boolean;
}

function relationships(entries: readonly Relationship[]): string {
  const written = entries.map(
    (entry) =>
      `<Relationship Id="${entry.id}" Type="${entry.type}" Target="${entry.target}"${entry.external ? ' TargetMode="External"' : ''}/>`,
  );
  return `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${written.join('')}</Relationships>`;
}

function coreProperties(properties: Record<string, string>): string {
  const prefixes: Record<string, string> = { title: 'dc', subject: 'dc', description: 'dc', keywords: 'cp' };
  const written = Object.entries(properties).map(
    ([name, value]) => `<${prefixes[name] ?? 'cp'}:${name}>${value}</${prefixes[name] ?? 'cp'}:${name}>`,
  );
  return `${declaration}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">${written.join('')}</cp:coreProperties>`;
}

export function sampleDocx({
  body,
  parts = [],
  links = {},
  properties = {},
}: SampleDocument): Promise<Buffer> {
  const hyperlinks = Object.entries(links).map(([id, target]) => ({
    id,
    type: `${relationshipTypes}/hyperlink`,
    target,
    external: true,
  }));
  const partRelationships = parts.flatMap((part) =>
    part.relationship
      ? [
          {
            id: part.relationship.id,
            type: part.relationship.type.includes('/')
              ? part.relationship.type
              : `${relationshipTypes}/${part.relationship.type}`,
            target: part.name.replace(/^word\//, ''),
          },
        ]
      : [],
  );
  const documentRelationships: Relationship[] = [...partRelationships, ...hyperlinks];
  const files: [string, string][] = [
    ['[Content_Types].xml', contentTypes(parts)],
    [
      '_rels/.rels',
      relationships([
        { id: 'rId1', type: `${relationshipTypes}/officeDocument`, target: 'word/document.xml' },
        {
          id: 'rId2',
          type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
          target: 'docProps/core.xml',
        },
      ]),
    ],
    [
      'word/document.xml',
      `${declaration}<w:document ${wordNamespaces}><w:body>${body}</w:body></w:document>`,
    ],
    ['word/_rels/document.xml.rels', relationships(documentRelationships)],
    ['docProps/core.xml', coreProperties(properties)],
    ...parts.map((part): [string, string] => [part.name, part.xml]),
  ];
  return writePackage({
    entries: files.map(([name, xml]) => ({ name, data: Buffer.from(xml), compressed: true })),
  });
}
