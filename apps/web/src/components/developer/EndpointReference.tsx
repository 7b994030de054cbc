// One endpoint of the hub: what it does, what it reads, curl and TypeScript calls to copy, and what
// comes back. Text a catalogue has is shown translated; otherwise the schema's own (English) words.
import { getTranslations } from 'next-intl/server';
import { type ApiEndpoint, curlExample, fetchExample, responseExample } from './api-reference';
import { CodeBlock } from './CodeBlock';
import { CopyableCode } from './CopyableCode';
import styles from './DeveloperHub.module.css';

interface EndpointReferenceProps {
  endpoint: ApiEndpoint;
  baseUrl: string;
  locale: string;
}

export async function EndpointReference({ endpoint, baseUrl, locale }: EndpointReferenceProps) {
  const t = await getTranslations({ locale, namespace: 'DeveloperHub' });
  const translated = (key: string, fallback = '', values?: Record<string, string>) =>
    t.has(key) ? t(key, values) : fallback;
  const tooltips: [string, string] = [t('copy'), t('copied')];
  const response = responseExample(endpoint, baseUrl);
  return (
    <article id={endpoint.id} className={styles.endpoint} data-testid="api-endpoint">
      <h3 className={styles.endpointTitle}>
        <span className={styles.method}>{endpoint.method}</span>
        <code>/api/v1{endpoint.path}</code>
      </h3>
      <p className={styles.summary}>
        <strong>{translated(`endpoints.${endpoint.id}.title`, endpoint.summary)}.</strong>{' '}
        {translated(`endpoints.${endpoint.id}.summary`)}
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
                  <code>{param.name === 'downloadTaskId' ? 'taskId' : param.name}</code>
                  <span className={styles.requirement}>{param.required ? t('required') : t('optional')}</span>
                </td>
                <td>{param.type}</td>
                <td>{translated(`params.${param.catalogueKey}`, param.description, { name: param.name })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('request')}</h4>
      <CopyableCode code={curlExample(endpoint, baseUrl)} tooltips={tooltips} testId="api-curl" />
      <h4>{t('typescriptRequest')}</h4>
      <CopyableCode code={fetchExample(endpoint, baseUrl)} tooltips={tooltips} testId="api-fetch" />
      {response && (
        <>
          <h4>{t('response')}</h4>
          <CodeBlock code={response} />
        </>
      )}
    </article>
  );
}
