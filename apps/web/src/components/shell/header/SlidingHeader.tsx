'use client';
// The header's own element, the one part of its frame that runs in the browser: it slides away as the
// page scrolls down (use-slide-away-on-scroll). What it holds is rendered on the server.
import { type ReactNode, useRef } from 'react';
import { useSlideAwayOnScroll } from './use-slide-away-on-scroll';

export function SlidingHeader({ className, children }: { className?: string; children: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  const offset = useSlideAwayOnScroll(header);
  return (
    <header ref={header} className={className} style={{ transform: `translateY(-${offset}px)` }}>
      {children}
    </header>
  );
}
