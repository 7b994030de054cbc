// Text that grows on an ODP slide is fitted, as on a PPTX slide: a text frame whose translated text
// grew by 3 % or more gets LibreOffice's "shrink text on overflow" (`style:shrink-to-fit="true"`, the
// frame no longer growing with its text) on its automatic style. LibreOffice shrinks such text only
// when it overflows its frame, so text that still fits keeps its size. A frame that grows with its text
// needs nothing; notes scroll and masters pass their styles to every slide, so only frames on slides
// are fitted; a frame that names no automatic style of this part is left as it is.
import { stripPlaceholders } from '../../segments';
import { noticeableGrowth } from '../office-package/autofit';
import { descendants, type XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfNames } from './odf-names';
import type { PartEdits } from './part-edits';
import type { Unit } from './units';

const visibleLength = (text: string) => stripPlaceholders(text).trim().length;

function slideTextBoxes(root: XmlElement, names: OdfNames): { frame: XmlElement; box: XmlElement }[] {
  const body = names.child(root, 'office:body');
  const presentation = body && names.child(body, 'office:presentation');
  if (!presentation) return [];
  return names.children(presentation, 'draw:page').flatMap((page) => {
    const notes = names.children(page, 'presentation:notes');
    return descendants(page)
      .filter((frame) => names.is(frame, 'draw:frame'))
      .filter((frame) => !notes.some((note) => frame.start > note.start && frame.end <= note.end))
      .flatMap((frame) => names.children(frame, 'draw:text-box').map((box) => ({ frame, box })));
  });
}

function growthInside(box: XmlElement, units: readonly [Unit, string][]): number {
  let source = 0;
  let translated = 0;
  for (const [unit, translation] of units) {
    if (unit.kind !== 'paragraph' || unit.element.start < box.start || unit.element.end > box.end) continue;
    source += visibleLength(unit.paragraph.text);
    translated += visibleLength(translation);
  }
  return source === 0 ? 1 : translated / source;
}

function automaticGraphicProperties(root: XmlElement, names: OdfNames, styleName: string) {
  const styles = names.child(root, 'office:automatic-styles');
  const style = styles?.children
    .filter((child): child is XmlElement => child.kind === 'element')
    .find((child) => names.is(child, 'style:style') && names.attribute(child, 'style:name') === styleName);
  return style && names.child(style, 'style:graphic-properties');
}

export function fitGrownSlideText(
  root: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  units: readonly [Unit, string][],
): void {
  for (const { frame, box } of slideTextBoxes(root, names)) {
    if (growthInside(box, units) < noticeableGrowth) continue;
    const styleName =
      names.attribute(frame, 'presentation:style-name') ?? names.attribute(frame, 'draw:style-name');
    const properties = styleName && automaticGraphicProperties(root, names, styleName);
    // A frame that grows with its text (PowerPoint's "resize shape to fit text") needs no fitting.
    if (!properties || names.attribute(properties, 'draw:auto-grow-height') === 'true') continue;
    edits.setAttribute(properties, names.qualified('style:shrink-to-fit'), 'true');
    edits.setAttribute(properties, names.qualified('draw:auto-grow-height'), 'false');
  }
}
