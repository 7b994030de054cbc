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
      const height = header.current?.offsetHeight ?? 0;
      setOffset((previous) => Math.min(height, Math.max(0, previous + y - lastY)));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);
  return offset;
}
