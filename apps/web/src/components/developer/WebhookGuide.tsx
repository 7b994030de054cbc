// The developer hub's webhook section: what a delivery carries, how to check it, when it is retried,
// and (for a signed-in developer, client side, as the hub is cached for everyone) the settings.
import { getTranslations } from 'next-intl/server';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { ClientMessages } from '@/i18n/ClientMessages';
import { CodeBlock } from './CodeBlock';
import styles from './DeveloperHub.module.css';
import { WebhookSettings } from './WebhookSettings';

const verification = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received; header: the Verso-Signature header.
function isFromVerso(rawBody: string, header: string, secret: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

const headers = { event: 'Verso-Event', delivery: 'Verso-Delivery', signature: 'Verso-Signature' } as const;

export async function WebhookGuide({ locale, retrySeconds }: { locale: string; retrySeconds: number }) {
  const t = await getTranslations({ locale, namespace: 'DeveloperWebhooks' });
  return (
    <section id="webhooks" className={styles.section}>
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('header')}</th>
            <th>{t('meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(headers).map(([meaning, header]) => (
            <tr key={header}>
              <td>
                <code>{header}</code>
              </td>
              <td>{t(`headers.${meaning as keyof typeof headers}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('verifyText')}</p>
      <CodeBlock code={verification} />
      <p>{t('retries', { seconds: retrySeconds })}</p>
      <p>{t('privateAddresses')}</p>
      <ClientMessages namespaces={['DeveloperWebhooks']}>
        <ApiProvider>
          <WebhookSettings />
        </ApiProvider>
      </ClientMessages>
    </section>
  );
}
