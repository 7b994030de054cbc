// Moves focus among a menu's items the way the ARIA menu pattern asks: arrows step and wrap, Home and
// End jump; disabled items are skipped.
const itemSelector = '[role="menuitem"]:not([aria-disabled="true"])';

export function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(itemSelector)] : [];
}

/** The item a key moves to from the focused one, or null when the key is not a movement. */
export function itemForKey(items: HTMLElement[], key: string): HTMLElement | null {
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  switch (key) {
    case 'ArrowDown':
      return items[current >= last ? 0 : current + 1] ?? null;
    case 'ArrowUp':
      return items[current <= 0 ? last : current - 1] ?? null;
    case 'Home':
      return items[0] ?? null;
    case 'End':
      return items[last] ?? null;
    default:
      return null;
  }
}
