'use client';
// The header's menus on wide screens: each opens on hover or click and closes 150 ms after the pointer
// leaves (SPEC §9), long enough to cross the gap between the button and its list.
import { useTranslations } from 'next-intl';
import { DownIcon } from '../icons';
import { siteButton } from '../site-button';
import { MenuLink } from './MenuLink';
import { PopupMenu } from './PopupMenu';
import { useHeaderMenus } from './use-header-menus';

export function DesktopMenus() {
  const t = useTranslations('Header');
  const menus = useHeaderMenus();
  return (
    <nav aria-label={t('navigation')} style={{ display: 'flex', gap: 2 }}>
      {menus.map((menu) => (
        <PopupMenu
          key={menu.key}
          button={{
            className: siteButton('text'),
            'data-menu': menu.key,
            children: [
              <span key="label">{t(`menus.${menu.key}`)}</span>,
              <DownIcon key="icon" style={{ fontSize: 10 }} />,
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
