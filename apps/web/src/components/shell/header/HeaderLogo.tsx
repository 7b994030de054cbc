// The header's logo (host configuration, SPEC §2): the light logo with its name, 32 px tall, 24 px on phones.
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { Link } from '@/i18n/navigation';
import styles from './AppHeader.module.css';

export function HeaderLogo() {
  const t = useTranslations('Header');
  const { host } = useSite();
  return (
    <Link href="/" className={styles.brand} aria-label={t('home', { name: host.name })}>
      {/* biome-ignore lint/performance/noImgElement: an SVG logo, or any image the operator configures */}
      <img src={host.logoWithName.light} alt={host.name} className={styles.logo} />
    </Link>
  );
}
