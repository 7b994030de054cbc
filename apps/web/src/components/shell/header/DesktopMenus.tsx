'use client';
// The header's menus on wide screens: each opens on hover or click and closes 150 ms after the pointer
// leaves (SPEC §9), long enough to cross the gap between the button and its list.
import { DownOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { HeaderMenu } from './header-menus';
import { MenuLink } from './MenuLink';
import { PopupMenu } from './PopupMenu';

export function DesktopMenus({ menus }: { menus: HeaderMenu[] }) {
  const t = useTranslations('Header');
  return (
    <nav aria-label={t('navigation')} style={{ display: 'flex', gap: 2 }}>
      {menus.map((menu) => (
        <PopupMenu
          key={menu.key}
          button={{
            type: 'text',
            'data-menu': menu.key,
            // As JSX children of <Button> would be: antd gives each string its own span.
            children: [
              t(`menus.${menu.key}`),
              ' ',
              <DownOutlined key="icon" aria-hidden style={{ fontSize: 10 }} />,
            ],
          }}
        >
          {menu.entries.map((entry) => (
            <MenuLink key={entry.key} entry={entry} role="menuitem" tabIndex={-1} />
          ))}
        </PopupMenu>
      ))}
    </nav>
  );
}
