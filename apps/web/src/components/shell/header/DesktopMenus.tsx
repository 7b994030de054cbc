'use client';
// The header's menus on wide screens: each opens on hover or click and closes 150 ms after the pointer
// leaves (SPEC §9), long enough to cross the gap between the button and its list. Together they are one
// stop of the Tab key, as a menu bar: the arrow keys move between them.
import { useTranslations } from 'next-intl';
import { DownIcon } from '../icons';
import { RovingNav } from '../RovingNav';
import { siteButton } from '../site-button';
import { MenuLink } from './MenuLink';
import { PopupMenu } from './PopupMenu';
import { useHeaderMenus } from './use-header-menus';

export function DesktopMenus() {
  const t = useTranslations('Header');
  const menus = useHeaderMenus();
  return (
    <RovingNav aria-label={t('navigation')} items="button[data-menu]" style={{ display: 'flex', gap: 2 }}>
      {menus.map((menu, index) => (
        <PopupMenu
          key={menu.key}
          button={{
            className: siteButton('text'),
            'data-menu': menu.key,
            tabIndex: index === 0 ? 0 : -1,
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
    </RovingNav>
  );
}
