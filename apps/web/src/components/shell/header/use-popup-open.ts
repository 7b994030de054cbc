// When a header menu is open: hover opens it after antd's 150 ms (a pointer crossing the header does not
// flash every menu), leaving closes it 150 ms later (SPEC §9: long enough to cross the gap to the list),
// and a click anywhere else closes it at once.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const openDelaySeconds = 0.15;
const closeDelaySeconds = 0.15;

export function usePopupOpen(root: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setLater = useCallback((next: boolean, seconds: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), seconds * 1000);
  }, []);
  const setNow = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setNow(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, root, setNow]);

  return {
    open,
    setNow,
    openSoon: () => setLater(true, openDelaySeconds),
    closeSoon: () => setLater(false, closeDelaySeconds),
  };
}
