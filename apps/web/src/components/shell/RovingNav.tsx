'use client';
// A navigation row of several controls that is one stop of the Tab key instead of one per control (the
// demo's 25 formats and the header's menus stood between the page's top and the demo itself): the arrow
// keys move between its controls and Home and End jump, as in a toolbar or a menu bar. Its controls start
// with tabIndex 0 on the current one, -1 on the others. Keys a control handles itself (ArrowDown opening a
// header menu) and keys pressed elsewhere inside the row (in an open menu) are left to them.
import type { ComponentProps, KeyboardEvent } from 'react';
import { itemForKey } from './header/menu-focus';

/** The row's keys as the menu pattern's: forwards is ArrowDown, backwards ArrowUp. */
function menuKeyFor(key: string, rightToLeft: boolean): string {
  switch (key) {
    case 'ArrowRight':
      return rightToLeft ? 'ArrowUp' : 'ArrowDown';
    case 'ArrowLeft':
      return rightToLeft ? 'ArrowDown' : 'ArrowUp';
    default:
      return key;
  }
}

function moveFocus(event: KeyboardEvent<HTMLElement>, items: string): void {
  const row = event.currentTarget;
  if (event.defaultPrevented || !(event.target as Element).matches(items)) return;
  const controls = [...row.querySelectorAll<HTMLElement>(items)];
  const next = itemForKey(controls, menuKeyFor(event.key, getComputedStyle(row).direction === 'rtl'));
  if (!next) return;
  event.preventDefault();
  for (const control of controls) control.tabIndex = control === next ? 0 : -1;
  next.focus();
}

interface RovingNavProps extends Omit<ComponentProps<'nav'>, 'onKeyDown'> {
  /** The selector of the row's controls; its links by default. */
  items?: string;
}

export function RovingNav({ items = 'a[href]', ...props }: RovingNavProps) {
  return <nav {...props} onKeyDown={(event) => moveFocus(event, items)} />;
}
