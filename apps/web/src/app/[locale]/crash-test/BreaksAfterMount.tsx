'use client';
// Throws during a browser render, the way a real bug in a component would.
import { useEffect, useState } from 'react';

export function BreaksAfterMount() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted) throw new TypeError('Crash test: a component failed to render');
  return null;
}
