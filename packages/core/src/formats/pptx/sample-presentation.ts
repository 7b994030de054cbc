// Builds a whole presentation from slide descriptions, with the package toolkit's writer: the
// benchmark sample and the test fixtures, so no binary file has to be kept for them.
import { type PackageEntry, writePackage } from '../office-package';
import { escapeText } from '../xml-toolkit/xml-escape';
import { notesMasterType, notesMasterXml, notesSlideType, notesSlideXml, themeType } from './notes-templates';
import { declaration, namespaces } from './presentationml';
import { layoutXml, masterXml, type SampleSlide, slideXml } from './sample-slides';
import { sampleThemeXml } from './sample-theme';

export type { SamplePicture, SampleRun, SampleSlide } from './sample-slides';

const officeRelationship = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const presentationType = 'application/vnd.openxmlformats-officedocument.presentationml';

function relationships(targets: [type: string, target: string][]): string {
  const list = targets.map(
    ([type, target], index) =>
      `<Relationship Id="rId${index + 1}" Type="${type.includes('/') ? type : `${officeRelationship}/${type}`}" Target="${target}"/>`,
  );
  return `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list.join('')}</Relationships>`;
}

/** As PowerPoint writes them: a default per picture extension, an override per XML part. */
function contentTypes(overrides: [part: string, type: string][], extensions: ReadonlySet<string>): string {
  const list = overrides.map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`);
  const pictures = [...extensions].map(
    (extension) => `<Default Extension="${extension}" ContentType="image/${extension}"/>`,
  );
  return `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${pictures.join('')}${list.join('')}</Types>`;
}

function presentationXml(slides: number, notes: boolean): string {
  // Relationships: rId1 the master, rId2 the theme, rId3 the notes master if any, then the slides.
  const first = notes ? 4 : 3;
  const slideIds = Array.from(
    { length: slides },
    (_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + first}"/>`,
  );
  const notesMaster = notes ? '<p:notesMasterIdLst><p:notesMasterId r:id="rId3"/></p:notesMasterIdLst>' : '';
  return `${declaration}<p:presentation ${namespaces}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>${notesMaster}<p:sldIdLst>${slideIds.join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000" type="screen4x3"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`;
}

function coreXml(title: string): string {
  return `${declaration}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeText(title)}</dc:title><dc:subject>A presentation made by Verso's tests</dc:subject></cp:coreProperties>`;
}

class PresentationWriter {
  readonly parts: [name: string, content: string | Buffer][] = [];
  readonly types: [part: string, type: string][] = [];
  readonly pictureExtensions = new Set<string>();

  add(name: string, content: string | Buffer, type?: string): void {
    this.parts.push([name, content]);
    if (type) this.types.push([name, type]);
  }

  /** The slide's picture in ppt/media, and the relationship id the slide embeds it by. */
  private addPicture(slide: SampleSlide, number: number, targets: [string, string][]): string | undefined {
    if (!slide.picture) return undefined;
    const name = `image${number}.${slide.picture.extension}`;
    this.add(`ppt/media/${name}`, slide.picture.data);
    this.pictureExtensions.add(slide.picture.extension);
    targets.push(['image', `../media/${name}`]);
    return `rId${targets.length}`;
  }

  addSlide(slide: SampleSlide, number: number, notes: boolean): void {
    const name = `ppt/slides/slide${number}.xml`;
    const targets: [string, string][] = [['slideLayout', '../slideLayouts/slideLayout1.xml']];
    this.add(name, slideXml(slide, this.addPicture(slide, number, targets)), `${presentationType}.slide+xml`);
    if (slide.notes !== undefined) {
      const paragraph = `<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>${escapeText(slide.notes)}</a:t></a:r></a:p>`;
      this.add(`ppt/notesSlides/notesSlide${number}.xml`, notesSlideXml(paragraph), notesSlideType);
      this.add(
        `ppt/notesSlides/_rels/notesSlide${number}.xml.rels`,
        relationships([
          ['notesMaster', '../notesMasters/notesMaster1.xml'],
          ['slide', `../slides/slide${number}.xml`],
        ]),
      );
      targets.push(['notesSlide', `../notesSlides/notesSlide${number}.xml`]);
    }
    this.add(`ppt/slides/_rels/slide${number}.xml.rels`, relationships(targets));
    if (notes && number === 1) this.addNotesMaster();
  }

  private addNotesMaster(): void {
    this.add('ppt/notesMasters/notesMaster1.xml', notesMasterXml(), notesMasterType);
    this.add(
      'ppt/notesMasters/_rels/notesMaster1.xml.rels',
      relationships([['theme', '../theme/theme2.xml']]),
    );
    this.add('ppt/theme/theme2.xml', sampleThemeXml(), themeType);
  }
}

export function buildPresentation(
  slides: readonly SampleSlide[],
  title = 'Sample presentation',
): Promise<Buffer> {
  const notes = slides.some((slide) => slide.notes !== undefined);
  const writer = new PresentationWriter();
  const slideTargets = slides.map((_, index): [string, string] => ['slide', `slides/slide${index + 1}.xml`]);
  writer.add(
    'ppt/presentation.xml',
    presentationXml(slides.length, notes),
    `${presentationType}.presentation.main+xml`,
  );
  writer.add(
    'ppt/_rels/presentation.xml.rels',
    relationships([
      ['slideMaster', 'slideMasters/slideMaster1.xml'],
      ['theme', 'theme/theme1.xml'],
      ...(notes ? [['notesMaster', 'notesMasters/notesMaster1.xml'] as [string, string]] : []),
      ...slideTargets,
    ]),
  );
  writer.add('ppt/slideMasters/slideMaster1.xml', masterXml(), `${presentationType}.slideMaster+xml`);
  writer.add(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    relationships([
      ['slideLayout', '../slideLayouts/slideLayout1.xml'],
      ['theme', '../theme/theme1.xml'],
    ]),
  );
  writer.add('ppt/slideLayouts/slideLayout1.xml', layoutXml(), `${presentationType}.slideLayout+xml`);
  writer.add(
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    relationships([['slideMaster', '../slideMasters/slideMaster1.xml']]),
  );
  writer.add('ppt/theme/theme1.xml', sampleThemeXml(), themeType);
  for (const [index, slide] of slides.entries()) writer.addSlide(slide, index + 1, notes);
  writer.add(
    'docProps/core.xml',
    coreXml(title),
    'application/vnd.openxmlformats-package.core-properties+xml',
  );
  writer.add(
    '_rels/.rels',
    relationships([
      ['officeDocument', 'ppt/presentation.xml'],
      [
        'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        'docProps/core.xml',
      ],
    ]),
  );
  const entries: PackageEntry[] = [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(contentTypes(writer.types, writer.pictureExtensions)),
      compressed: true,
    },
    ...writer.parts.map(([name, content]) => ({ name, data: Buffer.from(content), compressed: true })),
  ];
  return writePackage({ entries });
}
