// True from the first time `open` becomes true, and then for good: a dialog loaded on first use stays
// mounted, so it can play its closing animation and opens at once the next time.
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
