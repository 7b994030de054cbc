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
      {/* Not prefetched: on a phone, fetching and reading these two pages' payloads as soon as home
          hydrates held home's own largest paint back (Lighthouse, mobile: 0.95 where the variant without
          the text link scored 0.98). A tap still loads them at once. */}
      <div className={styles.heroLinks}>
        <Link href="/demo" className={styles.heroLink} prefetch={false}>
          {t('tryDemo')}
        </Link>
        {site.brand.features.translateText && (
          <Link href="/translateText" className={styles.heroLink} prefetch={false}>
            {t('translateText')}
          </Link>
        )}
      </div>
    </section>
  );
}
