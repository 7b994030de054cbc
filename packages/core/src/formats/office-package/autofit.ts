// Translations run 20–35 % longer than their source, and a slide has no room to spare. A text body
// whose text grew gets PowerPoint's "shrink text on overflow" (`<a:normAutofit>`) with a font scale
// that PowerPoint and LibreOffice apply as written. Text fills an area, so the scale follows the square
// root of the growth: 40 % more text at 85 % of the size takes the same room. Never below 60 %.

import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import {
  attribute,
  childElements,
  firstChild,
  localName,
  prefixOf,
  type XmlElement,
} from '../xml-toolkit/xml-tree';

const fullScale = 100_000;
const smallestScale = 60_000;
/** PowerPoint writes font scales in steps of 2.5 %. */
const scaleStep = 2_500;
/** Below this growth the text still fits: translations shorter by a word are not worth a change. */
export const noticeableGrowth = 1.03;

export function fittedScale(current: number, growth: number): number {
  if (current <= smallestScale) return current;
  const scaled = Math.floor(current / Math.sqrt(growth) / scaleStep) * scaleStep;
  return Math.max(smallestScale, Math.min(current, scaled));
}

function lineSpacingReduction(current: number, growth: number): number {
  const wanted = growth >= 1.4 ? 20_000 : growth >= 1.2 ? 10_000 : 0;
  return Math.max(current, wanted);
}

function numberAttribute(element: XmlElement | undefined, name: string, fallback: number): number {
  const value = Number(element && attribute(element, name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function normAutofit(prefix: string, current: XmlElement | undefined, growth: number): string {
  const isNormal = current && localName(current) === 'normAutofit';
  const scale = fittedScale(numberAttribute(isNormal ? current : undefined, 'fontScale', fullScale), growth);
  const reduction = lineSpacingReduction(
    numberAttribute(isNormal ? current : undefined, 'lnSpcReduction', 0),
    growth,
  );
  const reductionAttribute = reduction > 0 ? ` lnSpcReduction="${reduction}"` : '';
  return `<${prefix}normAutofit fontScale="${scale}"${reductionAttribute}/>`;
}

const autofitNames = new Set(['normAutofit', 'noAutofit', 'spAutoFit']);

/** True when PowerPoint had already shrunk the body's text (`fontScale` below 100 %). */
export function isShrunk(body: XmlElement): boolean {
  const properties = firstChild(body, 'bodyPr');
  const fit = properties && firstChild(properties, 'normAutofit');
  return numberAttribute(fit, 'fontScale', fullScale) < fullScale;
}

/** Edits `txBody`'s `<a:bodyPr>` so its text shrinks by `growth`; none where the shape grows with its text. */
export function autofitEdits(document: XmlDocument, body: XmlElement, growth: number): TextEdit[] {
  const properties = firstChild(body, 'bodyPr');
  if (!properties || growth < noticeableGrowth) return [];
  const prefix = prefixOf(properties);
  const current = childElements(properties).find((child) => autofitNames.has(localName(child)));
  if (current && localName(current) === 'spAutoFit') return [];
  const fit = normAutofit(prefix, current, growth);
  if (current) return [{ start: current.start, end: current.end, text: fit }];
  if (properties.selfClosing) {
    const openTag = document.text.slice(properties.start, properties.end).replace(/\s*\/>$/, '>');
    return [{ start: properties.start, end: properties.end, text: `${openTag}${fit}</${properties.name}>` }];
  }
  // The schema puts the autofit choice after an optional text warp and before everything else.
  const warp = firstChild(properties, 'prstTxWarp');
  const at = warp ? warp.end : properties.openEnd;
  return [{ start: at, end: at, text: fit }];
}
