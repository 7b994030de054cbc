'use client';
// SPEC §4: the sticky header slides up as the page scrolls down, never more than its own height, and
// slides back as the page scrolls up, so reading gets the whole screen and the menus stay one flick away.
import { type RefObject, useEffect, useState } from 'react';

export function useSlideAwayOnScroll(header: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = Math.max(0, window.scrollY);
      // Taken now: React may run the updater below later, after lastY has moved on.
      const scrolled = y - lastY;
      lastY = y;
      const height = header.current?.offsetHeight ?? 0;
      setOffset((previous) => Math.min(height, Math.max(0, previous + scrolled)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);
  return offset;
}
