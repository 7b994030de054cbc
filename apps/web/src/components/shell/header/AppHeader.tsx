// The site header of SPEC §2: logo, the variant's menus, enterprise link, language picker, the call to
// action and the account; on small screens the menus move into a slide-in panel. Rendered on the server,
// without antd: only the menus, the buttons and the sliding frame are client components.
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { currentSite } from '@/server/current-site';
import { ExportIcon } from '../icons';
import { siteButton } from '../site-button';
import styles from './AppHeader.module.css';
import { DesktopMenus } from './DesktopMenus';
import { HeaderActions } from './HeaderActions';
import { HeaderLogo } from './HeaderLogo';
import { SlidingHeader } from './SlidingHeader';

export async function AppHeader() {
  const [t, locale, { brand, host }] = await Promise.all([
    getTranslations('Header'),
    getLocale(),
    currentSite(),
  ]);
  const enterpriseLink = brand.features.enterprise && (
    <Link href="/enterprise" target="_blank" className={styles.enterprise}>
      {t('enterprise')} <ExportIcon style={{ fontSize: 11 }} />
    </Link>
  );
  const cta = (
    <a className={siteButton('primary')} href={getPathname({ href: '/translate', locale })}>
      <span className={styles.desktopOnly}>{t('cta')}</span>
      <span className={styles.mobileOnly}>{t('ctaShort')}</span>
    </a>
  );

  return (
    <SlidingHeader className={styles.header}>
      <div className={styles.bar}>
        <HeaderLogo host={host} />
        <div className={styles.desktopOnly}>
          <DesktopMenus />
          {enterpriseLink}
        </div>
        <HeaderActions cta={cta} enterpriseLink={enterpriseLink} />
      </div>
    </SlidingHeader>
  );
}
