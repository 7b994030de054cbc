// The slide, layout and master parts of generated presentations: a title, a body of bullet
// paragraphs made of runs (bold or not), optionally a table or a picture, on a 4:3 page.
import { escapeText } from '../xml-toolkit/xml-escape';
import { colourMap, declaration, groupProperties, namespaces } from './presentationml';

export interface SampleRun {
  text: string;
  bold?: boolean;
}

/** A picture on the slide, below its text: `ppt/media/image<slide>.<extension>`. */
export interface SamplePicture {
  data: Buffer;
  extension: 'png' | 'jpeg';
}

export interface SampleSlide {
  title: string;
  bullets: SampleRun[][];
  table?: string[][];
  picture?: SamplePicture;
  notes?: string;
  hidden?: boolean;
}

const run = ({ text, bold }: SampleRun, size = '') =>
  `<a:r><a:rPr lang="en-US"${size}${bold ? ' b="1"' : ''} dirty="0"/><a:t>${escapeText(text)}</a:t></a:r>`;
const paragraph = (runs: SampleRun[]) => `<a:p>${runs.map((each) => run(each)).join('')}</a:p>`;
const frame = (x: number, y: number, width: number, height: number) =>
  `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${width}" cy="${height}"/></a:xfrm>`;

function placeholder(id: number, kind: string, body: string, position = ''): string {
  const name = kind === 'title' ? 'Title' : 'Content Placeholder';
  const ph = kind === 'title' ? '<p:ph type="title"/>' : '<p:ph idx="1"/>';
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${position}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp>`;
}

function table(rows: string[][]): string {
  const columns = rows[0]?.length ?? 1;
  const width = Math.floor(8229600 / columns);
  const cell = (text: string) =>
    `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p>${run({ text }, ' sz="1800"')}</a:p></a:txBody><a:tcPr/></a:tc>`;
  const grid = `<a:tblGrid>${`<a:gridCol w="${width}"/>`.repeat(columns)}</a:tblGrid>`;
  const body = rows.map((row) => `<a:tr h="370840">${row.map(cell).join('')}</a:tr>`).join('');
  return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="4" name="Table 3"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="457200" y="4572000"/><a:ext cx="8229600" cy="${370840 * rows.length}"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1" bandRow="1"/>${grid}${body}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
}

/** A 6 × 4.2 inch picture (a 1000 × 700 pixel drawing) in the slide's lower half, embedded as `id`. */
function picture(id: string): string {
  return `<p:pic><p:nvPicPr><p:cNvPr id="5" name="Picture 4"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="${id}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>${frame(1828800, 2560320, 5486400, 3840480)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;
}

/** `pictureId`: the relationship the slide's picture is embedded by, when it has one. */
export function slideXml(slide: SampleSlide, pictureId?: string): string {
  const bodyHeight = slide.picture ? 914400 : slide.table ? 2743200 : 4525963;
  const shapes = [
    placeholder(2, 'title', paragraph([{ text: slide.title }])),
    placeholder(
      3,
      'body',
      slide.bullets.map(paragraph).join(''),
      frame(457200, 1600200, 8229600, bodyHeight),
    ),
    slide.table ? table(slide.table) : '',
    pictureId ? picture(pictureId) : '',
  ].join('');
  const show = slide.hidden ? ' show="0"' : '';
  return `${declaration}<p:sld ${namespaces}${show}><p:cSld><p:spTree>${groupProperties}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

const prompt = (text: string) => paragraph([{ text }]);

export function masterXml(): string {
  const shapes =
    placeholder(
      2,
      'title',
      prompt('Click to edit Master title style'),
      frame(457200, 274638, 8229600, 1143000),
    ) +
    placeholder(
      3,
      'body',
      prompt('Click to edit Master text styles'),
      frame(457200, 1600200, 8229600, 4525963),
    );
  const styles =
    '<p:txStyles><p:titleStyle><a:lvl1pPr algn="l"><a:defRPr sz="4000"/></a:lvl1pPr></p:titleStyle><p:bodyStyle><a:lvl1pPr marL="342900" indent="-342900"><a:buFont typeface="Arial"/><a:buChar char="•"/><a:defRPr sz="2800"/></a:lvl1pPr></p:bodyStyle><p:otherStyle/></p:txStyles>';
  return `${declaration}<p:sldMaster ${namespaces}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${groupProperties}${shapes}</p:spTree></p:cSld>${colourMap}<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst>${styles}</p:sldMaster>`;
}

export function layoutXml(): string {
  const shapes =
    placeholder(2, 'title', prompt('Click to edit Master title style')) +
    placeholder(3, 'body', prompt('Click to edit Master text styles'));
  return `${declaration}<p:sldLayout ${namespaces} type="obj" preserve="1"><p:cSld name="Title and Content"><p:spTree>${groupProperties}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
}
