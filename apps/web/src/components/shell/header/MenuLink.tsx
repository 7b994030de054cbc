// One header menu entry: a locale-aware link inside the site, or a new tab for another site.
import { ExportOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { MenuEntry } from './header-menus';

export function MenuLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const t = useTranslations('Header');
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener" onClick={onNavigate}>
        {t(`menu.${entry.key}`)} <ExportOutlined aria-hidden style={{ fontSize: 11 }} />
      </a>
    );
  }
  return (
    <Link href={entry.href} onClick={onNavigate}>
      {t(`menu.${entry.key}`)}
    </Link>
  );
}
