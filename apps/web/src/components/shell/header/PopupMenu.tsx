'use client';
// A header menu: a button and the list it opens, drawn like antd's dropdown in the variant's theme, without
// antd (its engine, Dropdown, menu, trigger and motion packages would load with every page). ARIA menu pattern:
// Enter, Space or ArrowDown opens it on the first item, arrows move, Escape closes, Tab leaves.
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { itemForKey, menuItems } from './menu-focus';
import styles from './PopupMenu.module.css';
import { usePopupOpen } from './use-popup-open';

interface PopupMenuProps {
  /** The trigger's look (site-button.ts), content and label. */
  button: { className: string; children: ReactNode; 'aria-label'?: string; tabIndex?: number } & Record<
    `data-${string}`,
    string
  >;
  /** The items: links or buttons with role="menuitem" and tabIndex={-1}, and PopupMenuDivider. */
  children: ReactNode;
  /** Lines the list up with the end of the button instead of its start. */
  alignEnd?: boolean;
  openOnHover?: boolean;
}

export function PopupMenu({ button, children, alignEnd = false, openOnHover = true }: PopupMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const openedByClick = useRef(false);
  const ids = { button: useId(), list: useId() };
  const { open, setNow, openSoon, closeSoon } = usePopupOpen(root);

  const focusItem = (item: 'first' | 'last') => {
    const items = menuItems(list.current);
    (item === 'first' ? items[0] : items.at(-1))?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list appears; focusItem reads refs only.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const openFocused = (item: 'first' | 'last') => {
    openedByClick.current = true;
    if (open) return focusItem(item);
    focusOnOpen.current = item;
    setNow(true);
  };
  const close = (refocus: boolean) => {
    setNow(false);
    if (refocus) trigger.current?.focus();
  };
  const onPointer = (action: () => void) => (event: PointerEvent) => {
    if (openOnHover && event.pointerType === 'mouse') action();
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openFocused(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onListKey = (event: KeyboardEvent) => {
    const next = itemForKey(menuItems(list.current), event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape belong to the whole menu, button and list.
    <div
      ref={root}
      className={styles.root}
      onPointerEnter={onPointer(() => {
        if (!open) openedByClick.current = false;
        openSoon();
      })}
      onPointerLeave={onPointer(closeSoon)}
      onKeyDown={(event) => event.key === 'Escape' && open && close(true)}
      onBlur={(event: FocusEvent) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setNow(false);
      }}
    >
      <button
        type="button"
        {...button}
        ref={trigger}
        id={ids.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? ids.list : undefined}
        onKeyDown={onTriggerKey}
        onClick={(event) => {
          // A click from Enter or Space (no pointer, detail 0) opens on the first item, as ArrowDown does.
          if (event.detail === 0) return open ? close(true) : openFocused('first');
          // A click pins a menu the pointer opened; a second click closes it.
          const closing = open && openedByClick.current;
          openedByClick.current = !closing;
          setNow(!closing);
        }}
      />
      {open && (
        // The list takes focus on clicks between items, so the menu does not close as focus leaves.
        <div
          ref={list}
          id={ids.list}
          role="menu"
          tabIndex={-1}
          aria-labelledby={ids.button}
          className={alignEnd ? `${styles.list} ${styles.end}` : styles.list}
          onKeyDown={onListKey}
          onClick={(event) => {
            if ((event.target as Element).closest('[role="menuitem"]:not([aria-disabled="true"])'))
              close(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** Between groups of items. */
export function PopupMenuDivider() {
  return <hr className={styles.divider} />;
}
