// The edits of one XML part while it is rebuilt. Paragraphs are written innermost first, so a footnote
// or a frame's caption is already rewritten when the paragraph holding it is; that paragraph takes
// the rewritten markup of its codes from here, and its own edit replaces the edits inside it.
// Attribute changes to one element (several language attributes, a sheet's name and print range)
// are gathered into one edit of its open tag.

import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import { setAttribute } from '../xml-toolkit/open-tag';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export class PartEdits {
  /** Sorted by start, then end. */
  private readonly edits: TextEdit[] = [];
  private readonly attributes = new Map<XmlElement, Map<string, string>>();

  constructor(private readonly text: string) {}

  get isEmpty(): boolean {
    return this.edits.length === 0 && this.attributes.size === 0;
  }

  setAttribute(element: XmlElement, name: string, value: string): void {
    if (element.attributes[name] === value) return;
    const changes = this.attributes.get(element) ?? new Map<string, string>();
    this.attributes.set(element, changes.set(name, value));
  }

  /** Turns the attribute changes into edits; call before paragraphs take their codes' markup. */
  applyAttributes(): void {
    for (const [element, changes] of this.attributes) {
      let tag = this.text.slice(element.start, element.openEnd);
      for (const [name, value] of changes) tag = setAttribute(tag, name, value);
      this.add({ start: element.start, end: element.openEnd, text: tag });
    }
    this.attributes.clear();
  }

  add(edit: TextEdit): void {
    this.edits.splice(this.firstAtOrAfter(edit.start, edit.end), 0, edit);
  }

  /** The source between `start` and `end` with the edits inside that range applied. */
  rewritten(start: number, end: number): string {
    return applyEdits(this.text, this.inside(start, end), start, end);
  }

  /** Replaces the range, and with it the edits inside it. */
  replace(start: number, end: number, text: string): void {
    const first = this.firstAtOrAfter(start, start);
    this.edits.splice(first, this.inside(start, end).length, { start, end, text });
  }

  all(): readonly TextEdit[] {
    return this.edits;
  }

  /** Edits never overlap, so those inside a range are consecutive from its start. */
  private inside(start: number, end: number): TextEdit[] {
    const inside: TextEdit[] = [];
    for (let index = this.firstAtOrAfter(start, start); index < this.edits.length; index += 1) {
      const edit = this.edits[index] as TextEdit;
      if (edit.start >= end || edit.end > end) break;
      inside.push(edit);
    }
    return inside;
  }

  /** Index of the first edit that sorts at or after (start, end). */
  private firstAtOrAfter(start: number, end: number): number {
    let low = 0;
    let high = this.edits.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const edit = this.edits[middle] as TextEdit;
      if (edit.start < start || (edit.start === start && edit.end < end)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
