// The page frame: the skip link, header, a centred content column and the footer. Plain elements rendered on the
// server (antd's Layout would hydrate the whole frame and load antd's style engine with every page).
import type { ReactNode } from 'react';
import styles from './AppFrame.module.css';
import { AppFooter } from './footer/AppFooter';
import { AppHeader } from './header/AppHeader';
import { mainContentId, SkipLink } from './SkipLink';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <AppHeader />
      {/* Focusable by the skip link only (tabIndex -1), so the next Tab continues inside the content. */}
      <main id={mainContentId} tabIndex={-1} className={styles.content}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
