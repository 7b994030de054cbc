'use client';
// The header on small screens: a panel sliding in from the side, one collapsible section per menu, then
// the enterprise link, the language picker and the account.
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Collapse, Drawer } from 'antd';
import { useTranslations } from 'next-intl';
import { AccountButton } from './AccountButton';
import type { HeaderMenu } from './header-menus';
import { MenuLink } from './MenuLink';
import styles from './MobilePanel.module.css';

interface MobilePanelProps {
  open: boolean;
  onClose: () => void;
  menus: HeaderMenu[];
  enterpriseLink: React.ReactNode;
  onPickLanguage: () => void;
}

export function MobilePanel({ open, onClose, menus, enterpriseLink, onPickLanguage }: MobilePanelProps) {
  const t = useTranslations('Header');
  const sections = menus.map((menu) => ({
    key: menu.key,
    label: t(`menus.${menu.key}`),
    children: (
      <ul className={styles.links}>
        {menu.entries.map((entry) => (
          <li key={entry.key}>
            <MenuLink entry={entry} onNavigate={onClose} />
          </li>
        ))}
      </ul>
    ),
  }));
  return (
    <Drawer open={open} onClose={onClose} title={t('menuTitle')} placement="right" size={320}>
      <Collapse items={sections} ghost expandIconPlacement="end" />
      <div className={styles.extras}>
        {enterpriseLink}
        <Button
          type="text"
          icon={<GlobalOutlined />}
          onClick={() => {
            onClose();
            onPickLanguage();
          }}
        >
          {t('language')}
        </Button>
        <AccountButton />
      </div>
    </Drawer>
  );
}
