// /developer/hub: how to call this installation's REST API v1, from the key to the last error code.
import { getTranslations } from 'next-intl/server';
import { creditRates } from '@/components/pricing/credit-rates';
import { Link } from '@/i18n/navigation';
import { currentSite } from '@/server/current-site';
import { apiEndpoints } from './api-reference';
import { CodeBlock } from './CodeBlock';
import styles from './DeveloperHub.module.css';
import { EndpointReference } from './EndpointReference';
import { WebhookGuide } from './WebhookGuide';

/** Statuses API v1 answers with, in the order a developer meets them. */
const errorStatuses = ['400', '401', '402', '403', '404', '405', '413', '429', '501', '503'] as const;

interface DeveloperHubProps {
  baseUrl: string;
  locale: string;
  /** WEBHOOK_RETRY_BASE_SECONDS: the first retry's delay. */
  webhookRetrySeconds: number;
}

export async function DeveloperHub({ baseUrl, locale, webhookRetrySeconds }: DeveloperHubProps) {
  const t = await getTranslations({ locale, namespace: 'DeveloperHub' });
  const tPricing = await getTranslations({ locale, namespace: 'Pricing' });
  const { host } = await currentSite();
  const apiRoot = `${baseUrl}/api/v1`;
  return (
    <div className={styles.hub}>
      <nav className={styles.contents} aria-label={t('contents')}>
        <a href="#base-url">{t('baseUrlTitle')}</a>
        <a href="#authentication">{t('authTitle')}</a>
        <a href="#endpoints">{t('endpointsTitle')}</a>
        <a href="#webhooks">{t('webhooksTitle')}</a>
        <a href="#errors">{t('errorsTitle')}</a>
        <a href="#credits">{t('creditsTitle')}</a>
      </nav>

      <section id="base-url" className={styles.section}>
        <h2>{t('baseUrlTitle')}</h2>
        <p>{t('baseUrlText')}</p>
        <CodeBlock code={apiRoot} testId="api-base-url" />
        <p>{t('allPost')}</p>
        <p>{t('compatible', { name: host.name })}</p>
      </section>

      <section id="authentication" className={styles.section}>
        <h2>{t('authTitle')}</h2>
        <p>{t('authText')}</p>
        <CodeBlock code="Authorization: YOUR_API_KEY" />
        <p>{t('keySafety')}</p>
        <Link href="/developer/v1/register" className={styles.button}>
          {t('getKey')}
        </Link>
      </section>

      <section id="endpoints" className={styles.section}>
        <h2>{t('endpointsTitle')}</h2>
        <ul className={styles.endpointIndex}>
          {apiEndpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <a href={`#${endpoint.id}`}>
                <span className={styles.method}>{endpoint.method}</span> /api/v1{endpoint.path}
              </a>
            </li>
          ))}
        </ul>
        {apiEndpoints.map((endpoint) => (
          <EndpointReference key={endpoint.id} endpoint={endpoint} baseUrl={baseUrl} locale={locale} />
        ))}
      </section>

      <WebhookGuide locale={locale} retrySeconds={webhookRetrySeconds} />

      <section id="errors" className={styles.section}>
        <h2>{t('errorsTitle')}</h2>
        <p>{t('errorsText')}</p>
        <CodeBlock code={'{ "error": "Missing or invalid API key: send it as the Authorization header." }'} />
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('status')}</th>
              <th>{t('meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {errorStatuses.map((status) => (
              <tr key={status}>
                <td>
                  <code>{status}</code>
                </td>
                <td>{t(`errors.${status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section id="credits" className={styles.section}>
        <h2>{t('creditsTitle')}</h2>
        <p>{t('creditsText')}</p>
        <ul>
          {creditRates().map((rate) => (
            <li key={rate.tier}>
              {tPricing('tierRate', {
                tier: rate.tier,
                engine: rate.engine,
                credits: rate.creditsPerThousandWords,
              })}
            </li>
          ))}
        </ul>
        <p>{tPricing('minimum')}</p>
        <p>{t('creditsBalance')}</p>
      </section>
    </div>
  );
}
