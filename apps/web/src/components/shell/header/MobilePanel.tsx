'use client';
// The header on small screens: a panel sliding in from the end of the line (the left in Arabic and
// Hebrew), one collapsible section per menu, then the enterprise link, the language picker and the account.
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Collapse, ConfigProvider, Drawer } from 'antd';
import { useTranslations } from 'next-intl';
import { useContext } from 'react';
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
  // antd's Drawer has no logical placement: mirror it by hand for right-to-left pages.
  const { direction } = useContext(ConfigProvider.ConfigContext);
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
    <Drawer
      open={open}
      onClose={onClose}
      title={t('menuTitle')}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={320}
    >
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
