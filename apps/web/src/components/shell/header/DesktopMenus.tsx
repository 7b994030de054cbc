'use client';
// The header's menus on wide screens: each opens on hover or click and closes 150 ms after the pointer
// leaves (SPEC §9), long enough to cross the gap between the button and its list.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslations } from 'next-intl';
import type { HeaderMenu } from './header-menus';
import { MenuLink } from './MenuLink';

const closeDelaySeconds = 0.15;

export function DesktopMenus({ menus }: { menus: HeaderMenu[] }) {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('navigation')} style={{ display: 'flex', gap: 2 }}>
      {menus.map((menu) => (
        <Dropdown
          key={menu.key}
          trigger={['hover', 'click']}
          mouseLeaveDelay={closeDelaySeconds}
          menu={{
            items: menu.entries.map((entry) => ({ key: entry.key, label: <MenuLink entry={entry} /> })),
          }}
        >
          <Button type="text" data-menu={menu.key}>
            {t(`menus.${menu.key}`)} <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      ))}
    </nav>
  );
}
