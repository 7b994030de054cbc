// One header menu entry: a locale-aware link inside the site, or a new tab for another site.
import { useTranslations } from 'next-intl';
import type { AriaRole } from 'react';
import { Link } from '@/i18n/navigation';
import { ExportIcon } from '../icons';
import type { MenuEntry } from './header-menus';

interface MenuLinkProps {
  entry: MenuEntry;
  onNavigate?: () => void;
  /** Set by the desktop menus, where the link is an item of an ARIA menu. */
  role?: AriaRole;
  tabIndex?: number;
}

export function MenuLink({ entry, onNavigate, ...itemProps }: MenuLinkProps) {
  const t = useTranslations('Header');
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener" onClick={onNavigate} {...itemProps}>
        {t(`menu.${entry.key}`)} <ExportIcon style={{ fontSize: 11 }} />
      </a>
    );
  }
  return (
    <Link href={entry.href} onClick={onNavigate} {...itemProps}>
      {t(`menu.${entry.key}`)}
    </Link>
  );
}
