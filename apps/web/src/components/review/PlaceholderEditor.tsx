'use client';
// Inline editing of a translation whose placeholders are chips: text can be typed around them, but an
// edit that would delete or split a chip is not made, so a revision always carries its source's marks.
// Keys: Ctrl/⌘+Enter saves, Alt+↓ / Alt+↑ move to the next / previous segment, Esc undoes the changes.
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { readText, renderText, touchesChip } from './placeholder-dom';
import styles from './SegmentReview.module.css';

export interface PlaceholderEditorHandle {
  focus(): void;
  /** Shows `text` again, dropping what was typed. */
  reset(text: string): void;
}

interface PlaceholderEditorProps {
  initialText: string;
  chipTitle: string;
  label: string;
  onChange(text: string): void;
  onSave(): void;
  onMove(step: 1 | -1): void;
  onCancel(): void;
  onFocus(): void;
}

export const PlaceholderEditor = forwardRef<PlaceholderEditorHandle, PlaceholderEditorProps>(
  function PlaceholderEditor(props, ref) {
    const editor = useRef<HTMLDivElement>(null);
    const latest = useRef(props);
    latest.current = props;

    useImperativeHandle(ref, () => ({
      focus: () => editor.current?.focus(),
      reset(text) {
        if (editor.current) renderText(editor.current, text, latest.current.chipTitle);
      },
    }));

    useEffect(() => {
      const element = editor.current;
      if (!element) return;
      renderText(element, props.initialText, latest.current.chipTitle);
      // Native beforeinput: React's synthetic one does not report deletions or their ranges.
      const guard = (event: InputEvent) => {
        const lineBreak = event.inputType === 'insertParagraph' || event.inputType === 'insertLineBreak';
        const dropped = event.inputType === 'insertFromDrop' || event.inputType === 'deleteByDrag';
        if (lineBreak || dropped || touchesChip(element, event.getTargetRanges())) event.preventDefault();
      };
      element.addEventListener('beforeinput', guard);
      return () => element.removeEventListener('beforeinput', guard);
    }, [props.initialText]);

    const onKeyDown = (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        latest.current.onSave();
      } else if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        latest.current.onMove(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onCancel();
      }
    };

    // Pasted text goes in as plain text: markup from elsewhere must not become part of the segment.
    const onPaste = (event: React.ClipboardEvent) => {
      event.preventDefault();
      const text = event.clipboardData.getData('text/plain').replace(/\s*\n\s*/g, ' ');
      document.execCommand('insertText', false, text);
    };

    return (
      // biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold the placeholder chips.
      <div
        ref={editor}
        role="textbox"
        tabIndex={0}
        aria-multiline="false"
        aria-label={props.label}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        className={styles.editor}
        data-testid="segment-editor"
        onInput={(event) => latest.current.onChange(readText(event.currentTarget))}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={() => latest.current.onFocus()}
      />
    );
  },
);
