// /terms-and-conditions and /privacy: the document in the reader's language (or English, saying so),
// with its date, and the ICP registration where the variant must show one.
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/blog/Article.module.css';
import type { LegalDocument } from '@/server/legal/legal-document';
import { legalPage } from '@/server/legal/legal-page';
import legalStyles from './LegalPage.module.css';

export async function LegalPage({ document, locale }: { document: LegalDocument; locale: string }) {
  setRequestLocale(locale);
  const [t, format, page] = await Promise.all([
    getTranslations({ locale, namespace: 'Legal' }),
    getFormatter({ locale }),
    legalPage(document, locale),
  ]);
  const { brand } = page.site;
  return (
    <article className={styles.article} lang={page.locale}>
      <h1 className={styles.title}>{t(`${document}.title`)}</h1>
      <p className={styles.desc}>
        {t('lastUpdated', {
          date: format.dateTime(new Date(page.updated), { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>
      {page.locale !== locale && <p className={legalStyles.notice}>{t('englishOnly')}</p>}
      <div
        className={styles.prose}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, raw HTML dropped and the result sanitised (render-markdown.ts)
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
      {brand.icpNumber && (
        <p className={legalStyles.registration}>
          {t('icpRegistration')}{' '}
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener">
            {brand.icpNumber}
          </a>
        </p>
      )}
    </article>
  );
}
