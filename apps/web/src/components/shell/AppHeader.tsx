'use client';
// The site header: logo, the main destinations and the account button. The full SPEC header comes later.
import { Layout, Menu } from 'antd';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { AccountButton } from './AccountButton';
import styles from './AppHeader.module.css';
import { VersoMark } from './VersoMark';

const destinations = [
  { href: '/translateText', labelKey: 'translateText' },
  { href: '/translate', labelKey: 'translateDocuments' },
  { href: '/my/history', labelKey: 'history' },
] as const;

export function AppHeader() {
  const t = useTranslations('Header');
  const pathname = usePathname();
  const items = destinations.map(({ href, labelKey }) => ({
    key: href,
    label: <Link href={href}>{t(labelKey)}</Link>,
  }));
  return (
    <Layout.Header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={t('home')}>
          <VersoMark size={28} />
          Verso
        </Link>
        <Menu mode="horizontal" items={items} selectedKeys={[pathname]} className={styles.menu} />
        <AccountButton />
      </div>
    </Layout.Header>
  );
}
