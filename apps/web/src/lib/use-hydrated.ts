'use client';
// True once React has hydrated the page in the browser. A form rendered on the server can be typed into
// before its scripts run, and hydration then resets what was typed: forms stay disabled until this is true.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
