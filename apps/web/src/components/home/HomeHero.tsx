// The home page's opening: what the product does, the drop zone that starts a translation, and the
// other ways in (the demo, and text translation where the variant offers it).

import { useTranslations } from 'next-intl';
import type { Site } from '@/components/site/SiteProvider';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';
import styles from './Home.module.css';
import { HomeDropZone } from './HomeDropZone';

export function HomeHero({ site }: { site: Site }) {
  const t = useTranslations('Home');
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.subtitle}>{t('subtitle', { name: site.host.name })}</p>
      <ClientMessages namespaces={['Home.drop']}>
        <HomeDropZone />
      </ClientMessages>
      <div className={styles.heroLinks}>
        <Link href="/demo" className={styles.heroLink}>
          {t('tryDemo')}
        </Link>
        {site.brand.features.translateText && (
          <Link href="/translateText" className={styles.heroLink}>
            {t('translateText')}
          </Link>
        )}
      </div>
    </section>
  );
}
