'use client';
// The page frame: header, a centred content column and the footer.
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import styles from './AppFrame.module.css';
import { AppFooter } from './footer/AppFooter';
import { AppHeader } from './header/AppHeader';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    // Inline: antd's own .ant-layout rule (min-height: 0) is injected after our stylesheet and would win.
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content className={styles.content}>{children}</Layout.Content>
      <AppFooter />
    </Layout>
  );
}
