'use client';
// A value once it has stopped changing for `delayMs`: what is typed is acted on when the typing pauses,
// not at every key (a paper's link is fetched from arXiv only once it is whole).
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
