// The header's logo (host configuration, SPEC §2): the light logo with its name, 32 px tall, 24 px on phones.
import type { HostConfig } from '@verso/brands';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './AppHeader.module.css';

export function HeaderLogo({ host }: { host: HostConfig }) {
  const t = useTranslations('Header');
  return (
    <Link href="/" className={styles.brand} aria-label={t('home', { name: host.name })}>
      {/* biome-ignore lint/performance/noImgElement: an SVG logo, or any image the operator configures */}
      <img src={host.logoWithName.light} alt={host.name} className={styles.logo} />
    </Link>
  );
}
