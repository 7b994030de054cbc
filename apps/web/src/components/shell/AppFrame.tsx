// The page frame: header, a centred content column and the footer. Plain elements rendered on the
// server (antd's Layout would hydrate the whole frame and load antd's style engine with every page).
import type { ReactNode } from 'react';
import styles from './AppFrame.module.css';
import { AppFooter } from './footer/AppFooter';
import { AppHeader } from './header/AppHeader';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <AppHeader />
      <main className={styles.content}>{children}</main>
      <AppFooter />
    </div>
  );
}
