// The editor's DOM and the segment text it stands for. Chips are non-editable spans carrying their
// tag in `data-tag`; everything else is text. Kept apart from React, which must not re-render a node
// the user is typing in.
import { textParts } from './placeholder-text';

export const chipClassName = 'verso-placeholder-chip';

export function chipElement(tag: string, label: string, title: string): HTMLSpanElement {
  const chip = document.createElement('span');
  chip.className = chipClassName;
  chip.contentEditable = 'false';
  chip.dataset.tag = tag;
  chip.title = title;
  chip.textContent = label;
  return chip;
}

/** Fills the editor with the text, each placeholder as a chip. */
export function renderText(editor: HTMLElement, text: string, chipTitle: string) {
  editor.replaceChildren(
    ...textParts(text).map((part) =>
      part.kind === 'text'
        ? document.createTextNode(part.text)
        : chipElement(part.tag, part.label, chipTitle),
    ),
  );
}

/** The segment text the editor holds now. */
export function readText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
    else if (child instanceof HTMLElement && child.dataset.tag) text += child.dataset.tag;
    else if (child instanceof HTMLElement && child.tagName !== 'BR') text += readText(child);
  }
  return text;
}

/** True when an edit over these ranges would remove or split a chip. */
export function touchesChip(editor: HTMLElement, ranges: readonly StaticRange[]): boolean {
  const chips = [...editor.querySelectorAll(`.${chipClassName}`)];
  return ranges.some((staticRange) => {
    const range = document.createRange();
    range.setStart(staticRange.startContainer, staticRange.startOffset);
    range.setEnd(staticRange.endContainer, staticRange.endOffset);
    return chips.some((chip) => range.intersectsNode(chip));
  });
}
