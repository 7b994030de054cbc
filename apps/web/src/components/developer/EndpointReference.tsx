// One endpoint of the hub: what it does, what it reads, a curl command and what comes back.
import { getTranslations } from 'next-intl/server';
import { type ApiEndpoint, curlExample, responseExample } from './api-reference';
import styles from './DeveloperHub.module.css';

interface EndpointReferenceProps {
  endpoint: ApiEndpoint;
  baseUrl: string;
  locale: string;
}

export async function EndpointReference({ endpoint, baseUrl, locale }: EndpointReferenceProps) {
  const t = await getTranslations({ locale, namespace: 'DeveloperHub' });
  return (
    <article id={endpoint.id} className={styles.endpoint} data-testid="api-endpoint">
      <h3 className={styles.endpointTitle}>
        <span className={styles.method}>{endpoint.method}</span>
        <code>/api/v1{endpoint.path}</code>
      </h3>
      <p className={styles.summary}>
        <strong>{t(`endpoints.${endpoint.id}.title`)}.</strong> {t(`endpoints.${endpoint.id}.summary`)}
      </p>
      {endpoint.params.length === 0 ? (
        <p className={styles.muted}>{t('noParams')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('parameter')}</th>
              <th>{t('type')}</th>
              <th>{t('description')}</th>
            </tr>
          </thead>
          <tbody>
            {endpoint.params.map((param) => (
              <tr key={param.name}>
                <td>
                  <code>{param.wireName ?? param.name}</code>
                  <span className={styles.requirement}>{param.required ? t('required') : t('optional')}</span>
                </td>
                <td>{param.type}</td>
                <td>{t(`params.${param.name}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('request')}</h4>
      <pre className={styles.code}>
        <code>{curlExample(endpoint, baseUrl)}</code>
      </pre>
      <h4>{t('response')}</h4>
      <pre className={styles.code}>
        <code>{responseExample(endpoint, baseUrl)}</code>
      </pre>
    </article>
  );
}
