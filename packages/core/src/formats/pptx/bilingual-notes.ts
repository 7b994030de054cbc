// The bilingual option: each translated slide's original text goes into its speaker notes, one
// paragraph per source paragraph, after the notes already there. A slide without notes gets a notes
// slide (and the presentation a notes master, when it has none), as PowerPoint would create them.
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import { escapeText } from '../xml-toolkit/xml-escape';
import { attribute, descendants, firstChild, localName, prefixOf } from '../xml-toolkit/xml-tree';
import { appendChildEdit } from './append-child';
import type { TextPart } from './extract-pptx';
import { addNotesMaster } from './notes-master';
import { notesBody, notesSlideType, notesSlideXml } from './notes-templates';
import type { PackageAdditions } from './package-additions';
import { placeholderType } from './part-texts';
import type { PresentationPlan, SlideEntry } from './presentation-plan';
import type { RunLanguage } from './run-style';

function originalLines(part: TextPart, segments: readonly Segment[]): string[] {
  return part.texts.flatMap((placed) => {
    if (placed.text.kind !== 'paragraph') return [];
    const line = stripPlaceholders(segments[placed.segment]?.text ?? '').trim();
    return line ? [line] : [];
  });
}

function paragraphsOf(lines: readonly string[], prefix: string, language: RunLanguage): string {
  return lines
    .map(
      (line) =>
        `<${prefix}p><${prefix}r><${prefix}rPr lang="${language.lang}"/><${prefix}t>${escapeText(line)}</${prefix}t></${prefix}r></${prefix}p>`,
    )
    .join('');
}

function appendToNotes(
  additions: PackageAdditions,
  notes: string,
  lines: readonly string[],
  language: RunLanguage,
): boolean {
  const document = additions.edits.document(notes);
  if (!document) return false;
  const shapes = descendants(document.root);
  const body = shapes.find((shape) => localName(shape) === 'sp' && placeholderType(shape) === 'body');
  const text = body && firstChild(body, 'txBody');
  if (text) {
    // Paragraphs are DrawingML, like the body properties; the text body itself is PresentationML.
    const properties = firstChild(text, 'bodyPr');
    const prefix = properties ? prefixOf(properties) : 'a:';
    additions.edits.add(notes, document, [
      appendChildEdit(document, text, paragraphsOf(lines, prefix, language)),
    ]);
    return true;
  }
  const tree = shapes.find((shape) => localName(shape) === 'spTree');
  if (!tree) return false;
  const ids = shapes
    .filter((shape) => localName(shape) === 'cNvPr')
    .map((shape) => Number(attribute(shape, 'id')) || 0);
  const shape = notesBody(Math.max(1, ...ids) + 1, paragraphsOf(lines, 'a:', language));
  additions.edits.add(notes, document, [appendChildEdit(document, tree, shape)]);
  return true;
}

function createNotes(
  additions: PackageAdditions,
  notesMaster: string,
  slide: SlideEntry,
  paragraphs: string,
): void {
  const notes = additions.freeName('ppt/notesSlides', 'notesSlide');
  additions.createPart(notes, notesSlideType, notesSlideXml(paragraphs));
  additions.relate(notes, notesMaster, 'notesMaster');
  additions.relate(notes, slide.name, 'slide');
  additions.relate(slide.name, notes, 'notesSlide');
}

export function addBilingualNotes(
  additions: PackageAdditions,
  plan: PresentationPlan,
  parts: readonly TextPart[],
  segments: readonly Segment[],
  source: RunLanguage,
): void {
  const slides = new Map(parts.filter((part) => part.role === 'slide').map((part) => [part.name, part]));
  let notesMaster: string | undefined;
  for (const slide of plan.slides) {
    const part = slides.get(slide.name);
    const lines = part ? originalLines(part, segments) : [];
    if (lines.length === 0) continue;
    const appended = slide.notes !== undefined && appendToNotes(additions, slide.notes, lines, source);
    if (appended) continue;
    notesMaster ??= addNotesMaster(additions, plan.presentation);
    createNotes(additions, notesMaster, slide, paragraphsOf(lines, 'a:', source));
  }
  additions.finish();
}
