'use client';
// The header's end: the language picker (globe, wide screens), the signed-in user's balance, the call to
// action (rendered on the server and passed in), the account, and the button opening the slide-in panel on small screens.
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { GlobeIcon, MenuIcon } from '../icons';
import { siteButton } from '../site-button';
import { AccountButton } from './AccountButton';
import styles from './AppHeader.module.css';
import { useHeaderMenus } from './use-header-menus';
import { useOpenedOnce } from './use-opened-once';

// The language dialog and the mobile panel (antd's Modal, Drawer and Collapse, in the site's antd theme)
// are loaded when first opened, not with every page.
const themed = () => import('@/components/providers/SiteAntd');
const LanguagePicker = dynamic(() =>
  Promise.all([import('@/components/language-picker/LanguagePicker'), themed()]).then(([module, antd]) =>
    antd.withSiteAntd(module.LanguagePicker),
  ),
);
const HeaderBalance = dynamic(() => import('./HeaderBalance'));
const MobilePanel = dynamic(() =>
  Promise.all([import('./MobilePanel'), themed()]).then(([module, antd]) =>
    antd.withSiteAntd(module.MobilePanel),
  ),
);

interface HeaderActionsProps {
  cta: ReactNode;
  enterpriseLink: ReactNode;
}

export function HeaderActions({ cta, enterpriseLink }: HeaderActionsProps) {
  const t = useTranslations('Header');
  const signedIn = useSession().status === 'authenticated';
  const menus = useHeaderMenus();
  const [panelOpen, setPanelOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const panelLoaded = useOpenedOnce(panelOpen);
  const pickerLoaded = useOpenedOnce(pickerOpen);

  return (
    <div className={styles.end}>
      <div className={styles.desktopOnly}>
        <button
          type="button"
          className={siteButton('text', 'icon')}
          aria-label={t('language')}
          onClick={() => setPickerOpen(true)}
        >
          <GlobeIcon />
        </button>
      </div>
      {signedIn && <HeaderBalance />}
      {cta}
      <div className={styles.desktopOnly}>
        <AccountButton />
      </div>
      <div className={styles.mobileOnly}>
        <button
          type="button"
          className={siteButton('text', 'icon')}
          aria-label={t('openMenu')}
          onClick={() => setPanelOpen(true)}
        >
          <MenuIcon />
        </button>
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
    </div>
  );
}
