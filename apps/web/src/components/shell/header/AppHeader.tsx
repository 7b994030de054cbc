'use client';
// The site header of SPEC §2: logo, the variant's menus, enterprise link, language picker, the call to
// action and the account; on small screens the menus move into a slide-in panel.
import { ExportOutlined, GlobalOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { getPathname, Link } from '@/i18n/navigation';
import { AccountButton } from './AccountButton';
import styles from './AppHeader.module.css';
import { DesktopMenus } from './DesktopMenus';
import { HeaderLogo } from './HeaderLogo';
import { headerMenus } from './header-menus';
import { useOpenedOnce } from './use-opened-once';
import { useSlideAwayOnScroll } from './use-slide-away-on-scroll';

// The language dialog and the mobile panel (antd's Modal, Drawer and Collapse) are loaded when first
// opened, not with every page.
const LanguagePicker = dynamic(() =>
  import('@/components/language-picker/LanguagePicker').then((module) => module.LanguagePicker),
);
const MobilePanel = dynamic(() => import('./MobilePanel').then((module) => module.MobilePanel));

export function AppHeader() {
  const t = useTranslations('Header');
  const { brand, host } = useSite();
  const locale = useLocale();
  const { data: session } = useSession();
  const [panelOpen, setPanelOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const panelLoaded = useOpenedOnce(panelOpen);
  const pickerLoaded = useOpenedOnce(pickerOpen);
  const header = useRef<HTMLElement>(null);
  const offset = useSlideAwayOnScroll(header);

  const menus = headerMenus(brand, host, session?.user ?? null);
  const enterpriseLink = brand.features.enterprise && (
    <Link href="/enterprise" target="_blank" className={styles.enterprise}>
      {t('enterprise')} <ExportOutlined aria-hidden style={{ fontSize: 11 }} />
    </Link>
  );

  return (
    // The frame is an antd <section>, which would otherwise hide the <header> landmark from assistive tech.
    <Layout.Header
      ref={header}
      role="banner"
      className={styles.header}
      style={{ transform: `translateY(-${offset}px)` }}
    >
      <div className={styles.bar}>
        <HeaderLogo />
        <div className={styles.desktopOnly}>
          <DesktopMenus menus={menus} />
          {enterpriseLink}
        </div>
        <div className={styles.end}>
          {/* Wrappers carry the breakpoints: antd's own Button styles would win over a class on the button. */}
          <div className={styles.desktopOnly}>
            <Button
              type="text"
              icon={<GlobalOutlined />}
              aria-label={t('language')}
              onClick={() => setPickerOpen(true)}
            />
          </div>
          <Button type="primary" href={getPathname({ href: '/translate', locale })}>
            <span className={styles.desktopOnly}>{t('cta')}</span>
            <span className={styles.mobileOnly}>{t('ctaShort')}</span>
          </Button>
          <div className={styles.desktopOnly}>
            <AccountButton />
          </div>
          <div className={styles.mobileOnly}>
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('openMenu')}
              onClick={() => setPanelOpen(true)}
            />
          </div>
        </div>
      </div>
      {panelLoaded && (
        <MobilePanel
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          menus={menus}
          enterpriseLink={enterpriseLink}
          onPickLanguage={() => setPickerOpen(true)}
        />
      )}
      {pickerLoaded && <LanguagePicker open={pickerOpen} onClose={() => setPickerOpen(false)} />}
    </Layout.Header>
  );
}
