// The room a text body has: its shape's size (a placeholder without one takes it from its layout, then
// its master, as PowerPoint does) less the insets, and its text's size (the runs' own `sz`, else the
// list styles of the shape, its layout and master placeholders, else the master's text styles); and
// the size table cells' text inherits.
import type { OfficePackage } from '../office-package';
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  localName,
  type XmlElement,
} from '../xml-toolkit/xml-tree';
import { parsedPart } from './parsed-parts';
import { placeholderOf, type TextBody } from './part-texts';
import type { PartRole } from './presentation-plan';
import { relatedParts, relationshipsOf } from './relationships';
import type { TextRoom } from './text-room';

const emuPerPoint = 12_700;
const titleTypes = new Set(['title', 'ctrTitle']);
/** Bullets of body placeholders are indented by about this much (PowerPoint's default `marL`). */
const bulletIndent = 27;

function numberAttribute(element: XmlElement | undefined, name: string): number | undefined {
  const value = element && attribute(element, name);
  return value === undefined || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);
}

function extentOf(shape: XmlElement): { width: number; height: number } | undefined {
  const properties = childElements(shape).find((child) => localName(child) === 'spPr');
  const extent = properties && firstChild(firstChild(properties, 'xfrm') ?? properties, 'ext');
  const width = numberAttribute(extent, 'cx');
  const height = numberAttribute(extent, 'cy');
  return width === undefined || height === undefined ? undefined : { width, height };
}

/** The level-one size (hundredths of a point) of a list style: `<a:lstStyle><a:lvl1pPr><a:defRPr sz>`. */
function listStyleSize(styles: XmlElement | undefined): number | undefined {
  const level = styles && firstChild(styles, 'lvl1pPr');
  return numberAttribute(level && firstChild(level, 'defRPr'), 'sz');
}

function shapeListSize(shape: XmlElement): number | undefined {
  const body = childElements(shape).find((child) => localName(child) === 'txBody');
  return listStyleSize(body && firstChild(body, 'lstStyle'));
}

/** The largest `sz` written on the body's runs, when every run has one. */
function runSize(body: XmlElement): number | undefined {
  const properties = descendants(body).filter((element) => localName(element) === 'rPr');
  const sizes = properties.map((element) => numberAttribute(element, 'sz'));
  if (sizes.length === 0 || sizes.some((size) => size === undefined)) return undefined;
  return Math.max(...(sizes as number[]));
}

/** A layout matches a slide's placeholder by index, a master by type (a centred title is a title). */
function matchingPlaceholder(
  part: XmlElement | undefined,
  placeholder: XmlElement,
  byIndex: boolean,
): XmlElement | undefined {
  if (!part) return undefined;
  const type = attribute(placeholder, 'type') ?? 'body';
  const masterType = titleTypes.has(type) ? 'title' : ['subTitle', 'obj'].includes(type) ? 'body' : type;
  return descendants(part).find((shape) => {
    if (localName(shape) !== 'sp') return false;
    const candidate = placeholderOf(shape);
    if (!candidate) return false;
    const index = attribute(placeholder, 'idx');
    if (byIndex && index !== undefined) return attribute(candidate, 'idx') === index;
    const candidateType = attribute(candidate, 'type') ?? 'body';
    return byIndex ? candidateType === type : candidateType === masterType;
  });
}

export class ShapeRooms {
  private defaultSize: number | undefined;

  constructor(
    private readonly pkg: OfficePackage,
    private readonly presentation: string,
  ) {}

  /**
   * The size a table cell's text has when its runs say none: the cell's list style, else the
   * presentation's default text style (18 pt when it says nothing either).
   */
  cellTextSize(body: TextBody): number {
    this.defaultSize ??= this.presentationTextSize();
    return listStyleSize(firstChild(body.element, 'lstStyle')) ?? this.defaultSize;
  }

  private presentationTextSize(): number {
    const root = parsedPart(this.pkg, this.presentation)?.root;
    return listStyleSize(root && firstChild(root, 'defaultTextStyle')) ?? 1_800;
  }

  /** The body's room, or undefined when its shape's size cannot be found. */
  roomOf(partName: string, role: PartRole, body: TextBody): TextRoom | undefined {
    if (!body.shape) return undefined;
    const { layout, master } = role === 'slide' ? this.templatesOf(partName) : {};
    const placeholder = placeholderOf(body.shape);
    const inherited = placeholder
      ? [matchingPlaceholder(layout, placeholder, true), matchingPlaceholder(master, placeholder, false)]
      : [];
    const shapes = [body.shape, ...inherited].filter((shape): shape is XmlElement => shape !== undefined);
    const extent = shapes.map(extentOf).find((found) => found !== undefined);
    if (!extent) return undefined;
    const size =
      runSize(body.element) ??
      shapes.map(shapeListSize).find((found) => found !== undefined) ??
      this.masterTextSize(master, body.placeholder);
    const properties = firstChild(body.element, 'bodyPr');
    const horizontal =
      (numberAttribute(properties, 'lIns') ?? 91_440) + (numberAttribute(properties, 'rIns') ?? 91_440);
    const vertical =
      (numberAttribute(properties, 'tIns') ?? 45_720) + (numberAttribute(properties, 'bIns') ?? 45_720);
    const indent = body.placeholder && !titleTypes.has(body.placeholder) ? bulletIndent : 0;
    return {
      width: (extent.width - horizontal) / emuPerPoint - indent,
      height: (extent.height - vertical) / emuPerPoint,
      fontSize: size / 100,
      wraps: properties === undefined || attribute(properties, 'wrap') !== 'none',
    };
  }

  private templatesOf(slide: string): { layout?: XmlElement; master?: XmlElement } {
    const layoutName = relatedParts(relationshipsOf(this.pkg, slide), 'slideLayout')[0];
    const masterName = layoutName && relatedParts(relationshipsOf(this.pkg, layoutName), 'slideMaster')[0];
    return {
      layout: layoutName ? parsedPart(this.pkg, layoutName)?.root : undefined,
      master: masterName ? parsedPart(this.pkg, masterName)?.root : undefined,
    };
  }

  /** The master's text styles: titles, other placeholders, other text; 18 pt when none says. */
  private masterTextSize(master: XmlElement | undefined, placeholder: string | undefined): number {
    const kind =
      placeholder === undefined ? 'otherStyle' : titleTypes.has(placeholder) ? 'titleStyle' : 'bodyStyle';
    const styles = master && firstChild(master, 'txStyles');
    return listStyleSize(styles && firstChild(styles, kind)) ?? 1_800;
  }
}
