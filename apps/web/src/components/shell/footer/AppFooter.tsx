// The site footer (SPEC §2): brand and postal address, products, community and listings, legal pages,
// and a made-by line with the current year. The same for every variant; its contents come from the variant.
// Rendered on the server: nothing in it reacts to the visitor.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { currentSite } from '@/server/current-site';
import styles from './AppFooter.module.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>{children}</ul>
    </nav>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener">
        {children}
      </a>
    </li>
  );
}

export async function AppFooter() {
  const [t, { brand, host }] = await Promise.all([getTranslations('Footer'), currentSite()]);
  return (
    <footer className={styles.footer} style={{ background: brand.theme.surfaceDark }}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          {/* biome-ignore lint/performance/noImgElement: an SVG logo, or any image the operator configures */}
          <img src={host.logoWithName.dark} alt={host.name} height={28} className={styles.logo} />
          <address className={styles.address}>
            {[brand.organization.legalName, ...brand.organization.address].map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </div>
        {/* The footer's links are not prefetched: every page carries them, and a phone would fetch each. */}
        <Column title={t('products')}>
          <li>
            <Link href="/demo" prefetch={false}>
              {t('demo')}
            </Link>
          </li>
          <li>
            <Link href="/organization/home" prefetch={false}>
              {t('organization')}
            </Link>
          </li>
          <li>
            <Link href="/developer/v1/register" prefetch={false}>
              {t('developerRegistration')}
            </Link>
          </li>
        </Column>
        <Column title={t('community')}>
          {host.communityUrl && <ExternalLink href={host.communityUrl}>{t('chatCommunity')}</ExternalLink>}
          {brand.listings.map((listing) => (
            <ExternalLink key={listing.url} href={listing.url}>
              {listing.name}
            </ExternalLink>
          ))}
        </Column>
        <Column title={t('legal')}>
          <li>
            <Link href="/terms-and-conditions" prefetch={false}>
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link href="/privacy" prefetch={false}>
              {t('privacy')}
            </Link>
          </li>
        </Column>
      </div>
      <div className={styles.bottom}>
        <span>{t('madeBy', { year: new Date().getFullYear(), company: brand.copyright })}</span>
        {brand.icpNumber && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener">
            {brand.icpNumber}
          </a>
        )}
      </div>
    </footer>
  );
}
