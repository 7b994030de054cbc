'use client';
// Full-screen view shown while a protected page waits for the session to be confirmed. Inside the mobile
// app, which draws its own chrome, it is only a plain white spinner (on the same dark base, so it shows).
import { LockOutlined } from '@ant-design/icons';
import { ConfigProvider, Spin } from 'antd';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { useAppPlatform } from '@/components/webview/use-app-platform';
import styles from './VerifyingScreen.module.css';

/** SPEC §2's dark background image, shown at 40 % opacity (VerifyingScreen.module.css). */
const verifyingBackground = '/images/verifying-background.webp';
/** antd's spinner takes the primary colour: white here, for the native app's plain white spinner. */
const whiteSpinner = { token: { colorPrimary: '#ffffff' } };

export function VerifyingScreen() {
  const t = useTranslations('Auth');
  const platform = useAppPlatform();
  const { host } = useSite();
  if (platform !== 'web') {
    return (
      <div className={styles.plain} role="status" aria-label={t('verifying')} data-testid="verifying-screen">
        <ConfigProvider theme={whiteSpinner}>
          <Spin size="large" />
        </ConfigProvider>
      </div>
    );
  }
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-testid="verifying-screen">
      <Image
        src={verifyingBackground}
        alt=""
        fill
        sizes="100vw"
        // Already a small WebP made for this screen: served as it is, it shows at once, whereas the
        // optimiser's first conversion can take longer than the verification it decorates.
        unoptimized
        priority
        className={styles.backdrop}
        data-testid="verifying-backdrop"
      />
      <div className={styles.panel}>
        {/* biome-ignore lint/performance/noImgElement: a small SVG mark, possibly an operator's external URL */}
        <img src={host.logoPath.dark} alt="" width={45} height={45} data-testid="verifying-logo" />
        {/* The name written beside the mark: the host configuration's logoName (SITE_LOGO_NAME). */}
        <div className={styles.name}>{host.logoName}</div>
        <div className={styles.message}>
          <LockOutlined data-testid="verifying-lock" />
          {t('verifying')}
        </div>
        <Spin size="small" />
      </div>
    </div>
  );
}
