// The notes parts PowerPoint itself writes for a presentation that had none: a notes master (slide
// image above, notes text below, on a portrait page) and a notes slide for one slide.
import { colourMap, declaration, groupProperties, namespaces } from './presentationml';

export const notesMasterType = 'application/vnd.openxmlformats-officedocument.presentationml.notesMaster+xml';
export const notesSlideType = 'application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml';
export const themeType = 'application/vnd.openxmlformats-officedocument.theme+xml';

function frame(x: number, y: number, width: number, height: number): string {
  return `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${width}" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>`;
}

function slideImage(id: number, framed: boolean): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Slide Image Placeholder ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldImg" idx="2"/></p:nvPr></p:nvSpPr>${framed ? frame(1143000, 685800, 4572000, 3429000) : '<p:spPr/>'}</p:sp>`;
}

/** The notes text placeholder, holding `paragraphs` (`<a:p>` markup). */
export function notesBody(id: number, paragraphs: string, framed = false): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Notes Placeholder ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="body" sz="quarter" idx="3"/></p:nvPr></p:nvSpPr>${framed ? frame(685800, 4343400, 5486400, 4114800) : '<p:spPr/>'}<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

export function notesMasterXml(): string {
  const prompt = '<a:p><a:r><a:rPr lang="en-US"/><a:t>Click to edit Master text styles</a:t></a:r></a:p>';
  return `${declaration}<p:notesMaster ${namespaces}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${groupProperties}${slideImage(2, true)}${notesBody(3, prompt, true)}</p:spTree></p:cSld>${colourMap}<p:notesStyle><a:lvl1pPr marL="0" algn="l"><a:defRPr sz="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr></p:notesStyle></p:notesMaster>`;
}

export function notesSlideXml(paragraphs: string): string {
  return `${declaration}<p:notes ${namespaces}><p:cSld><p:spTree>${groupProperties}${slideImage(2, false)}${notesBody(3, paragraphs)}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>`;
}
