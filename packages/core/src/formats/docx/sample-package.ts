// Builds small Word packages in code, for the benchmark and the tests: a body, the parts around it
// (styles, headers, notes, charts…) and pictures with their content types and relationships, and core
// properties.
import { extname } from 'node:path';
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

/** A picture in `word/media/`, related from the main document (see `inlinePicture`). */
export interface SamplePicture {
  /** `word/media/image1.png` */
  name: string;
  data: Buffer;
  /** `image/png` */
  contentType: string;
  /** The relationship id the body's drawing embeds it by. */
  id: string;
}

export interface SampleDocument {
  body: string;
  parts?: SamplePart[];
  pictures?: SamplePicture[];
  /** External hyperlink targets by relationship id. */
  links?: Record<string, string>;
  /** Title, subject, keywords, description. */
  properties?: Record<string, string>;
}

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function contentTypes(parts: readonly SamplePart[], pictures: readonly SamplePicture[]): string {
  const overrides = parts.map(
    (part) => `<Override PartName="/${part.name}" ContentType="${officeTypes}.${part.type}"/>`,
  );
  // As Word writes them: one default per picture extension.
  const extensions = new Map(
    pictures.map((picture) => [extname(picture.name).slice(1), picture.contentType]),
  );
  const defaults = [...extensions].map(
    ([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`,
  );
  return `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${defaults.join('')}<Override PartName="/word/document.xml" ContentType="${officeTypes}.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>${overrides.join('')}</Types>`;
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

/** A paragraph holding the picture related as `id`, inline, `width` × `height` EMU (914,400 an inch). */
export function inlinePicture(id: string, width: number, height: number): string {
  const extent = `cx="${width}" cy="${height}"`;
  const picture = `<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="Picture 1"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${id}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext ${extent}/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>`;
  return `<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent ${extent}/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">${picture}</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

export function sampleDocx({
  body,
  parts = [],
  pictures = [],
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
  const pictureRelationships = pictures.map((picture) => ({
    id: picture.id,
    type: `${relationshipTypes}/image`,
    target: picture.name.replace(/^word\//, ''),
  }));
  const documentRelationships: Relationship[] = [
    ...partRelationships,
    ...pictureRelationships,
    ...hyperlinks,
  ];
  const files: [string, string][] = [
    ['[Content_Types].xml', contentTypes(parts, pictures)],
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
    entries: [
      ...files.map(([name, xml]) => ({ name, data: Buffer.from(xml), compressed: true })),
      ...pictures.map(({ name, data }) => ({ name, data, compressed: true })),
    ],
  });
}
