'use client';
// A navigation row of many links that is one stop of the Tab key instead of one per link (the demo's 25
// formats stood between the header and the demo itself): the arrow keys move between its links and Home
// and End jump, as in a toolbar. Its links start with tabIndex 0 on the current one, -1 on the others.
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

function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const row = event.currentTarget;
  const links = [...row.querySelectorAll<HTMLElement>('a[href]')];
  const next = itemForKey(links, menuKeyFor(event.key, getComputedStyle(row).direction === 'rtl'));
  if (!next) return;
  event.preventDefault();
  for (const link of links) link.tabIndex = link === next ? 0 : -1;
  next.focus();
}

export function RovingLinksNav(props: Omit<ComponentProps<'nav'>, 'onKeyDown'>) {
  return <nav {...props} onKeyDown={moveFocus} />;
}
