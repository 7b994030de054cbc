'use client';
// The page frame: header, a centred content column and a small footer.
import { Layout } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './AppFrame.module.css';
import { AppHeader } from './AppHeader';

export function AppFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('Footer');
  return (
    <Layout className={styles.frame}>
      <AppHeader />
      <Layout.Content className={styles.content}>{children}</Layout.Content>
      <Layout.Footer className={styles.footer}>
        {t('madeBy', { year: new Date().getFullYear() })}
      </Layout.Footer>
    </Layout>
  );
}
