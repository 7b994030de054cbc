// Which parts of a presentation hold text a reader sees, in reading order: each slide of the
// presentation's slide list followed by its charts, SmartArt and notes, then the masters and layouts,
// then the document properties. The skip options leave whole parts out.
import type { FormatOptions } from '../format';
import type { OfficePackage } from '../office-package';
import { attribute, childElements, firstChild } from '../xml-toolkit/xml-tree';
import { findPresentation } from './main-part';
import { parsedPart } from './parsed-parts';
import { type Relationship, relatedParts, relationshipsOf } from './relationships';

export type PartRole =
  | 'slide'
  | 'notes'
  | 'master'
  | 'chart'
  | 'diagramData'
  | 'diagramDrawing'
  | 'properties';

export interface PlannedPart {
  name: string;
  role: PartRole;
  /** The slide the part belongs to (the slide itself, its notes, charts and SmartArt). */
  slide?: string;
}

export interface SlideEntry {
  name: string;
  notes: string | undefined;
  hidden: boolean;
}

export interface PresentationPlan {
  presentation: string;
  slides: SlideEntry[];
  /** The parts to translate, in reading order, each once. */
  parts: PlannedPart[];
}

/** The parts a list in `part` names in its order (`<p:sldIdLst>` of the presentation, a master's layouts). */
function listedParts(
  pkg: OfficePackage,
  part: string,
  list: string,
  relationships: Relationship[],
): string[] {
  const root = parsedPart(pkg, part)?.root;
  const element = root && firstChild(root, list);
  const byId = new Map(relationships.map((relationship) => [relationship.id, relationship.target]));
  return (element ? childElements(element) : []).flatMap((item) => {
    const target = byId.get(attribute(item, 'r:id') ?? '');
    return target ? [target] : [];
  });
}

function slideEntry(pkg: OfficePackage, name: string): SlideEntry {
  const root = parsedPart(pkg, name)?.root;
  const notes = relatedParts(relationshipsOf(pkg, name), 'notesSlide')[0];
  return { name, notes, hidden: root !== undefined && attribute(root, 'show') === '0' };
}

/** A chart's text, its own shapes' text, and the SmartArt text (data model first, then its drawing). */
function partsShownOn(pkg: OfficePackage, name: string): PlannedPart[] {
  const relationships = relationshipsOf(pkg, name);
  const charts = relatedParts(relationships, 'chart').flatMap((chart) => [
    { name: chart, role: 'chart' as const },
    ...relatedParts(relationshipsOf(pkg, chart), 'chartUserShapes').map((shapes) => ({
      name: shapes,
      role: 'chart' as const,
    })),
  ]);
  return [
    ...charts,
    ...relatedParts(relationships, 'diagramData').map((data) => ({
      name: data,
      role: 'diagramData' as const,
    })),
    ...relatedParts(relationships, 'diagramDrawing').map((drawing) => ({
      name: drawing,
      role: 'diagramDrawing' as const,
    })),
  ];
}

function slideParts(pkg: OfficePackage, slide: SlideEntry, options: FormatOptions): PlannedPart[] {
  if (slide.hidden && options.skipHiddenSlides) return [];
  const notes = slide.notes && !options.skipNotes ? [{ name: slide.notes, role: 'notes' as const }] : [];
  const parts: PlannedPart[] = [
    { name: slide.name, role: 'slide' },
    ...partsShownOn(pkg, slide.name),
    ...notes,
  ];
  return parts.map((part) => ({ ...part, slide: slide.name }));
}

function masterParts(pkg: OfficePackage, relationships: Relationship[]): PlannedPart[] {
  const masters = relatedParts(relationships, 'slideMaster').flatMap((master) => [
    master,
    ...listedParts(pkg, master, 'sldLayoutIdLst', relationshipsOf(pkg, master)),
  ]);
  const others = [
    ...relatedParts(relationships, 'notesMaster'),
    ...relatedParts(relationships, 'handoutMaster'),
  ];
  return [...masters, ...others].flatMap((name) => [
    { name, role: 'master' as const },
    ...partsShownOn(pkg, name),
  ]);
}

export function planPresentation(pkg: OfficePackage, options: FormatOptions): PresentationPlan {
  const presentation = findPresentation(pkg);
  const relationships = relationshipsOf(pkg, presentation);
  const slides = listedParts(pkg, presentation, 'sldIdLst', relationships).map((name) =>
    slideEntry(pkg, name),
  );
  const properties = relatedParts(relationshipsOf(pkg, ''), 'core-properties').map((name) => ({
    name,
    role: 'properties' as const,
  }));
  const planned = [
    ...slides.flatMap((slide) => slideParts(pkg, slide, options)),
    ...(options.skipMasterSlides ? [] : masterParts(pkg, relationships)),
    ...properties,
  ];
  const seen = new Set<string>();
  const parts = planned.filter((part) => !seen.has(part.name) && seen.add(part.name));
  return { presentation, slides, parts };
}
