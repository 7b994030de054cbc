'use client';
// The developer hub's webhook settings for a signed-in developer: each key's default URL and signing
// secret, then the deliveries. Visitors are asked to sign in (the hub itself is public and cached).
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { signIn, useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import styles from './Developer.module.css';
import { KeyWebhookForm } from './KeyWebhookForm';
import { WebhookDeliveries } from './WebhookDeliveries';

export function WebhookSettings() {
  const t = useTranslations('DeveloperWebhooks');
  const { status } = useSession();
  if (status !== 'authenticated') {
    return (
      <div className={styles.card} data-testid="webhook-settings">
        <p className={styles.muted}>{t('signInPrompt')}</p>
        <Button type="primary" loading={status === 'loading'} onClick={() => signIn()}>
          {t('signIn')}
        </Button>
      </div>
    );
  }
  return <SignedInWebhookSettings />;
}

function SignedInWebhookSettings() {
  const t = useTranslations('DeveloperWebhooks');
  const trpc = useTRPC();
  const keys = useQuery(trpc.apiKey.list.queryOptions());
  return (
    <div className={styles.stack} data-testid="webhook-settings">
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('settingsTitle')}</h3>
        {keys.data?.length === 0 && (
          <p className={styles.muted}>
            {t('noKeys')} <Link href="/developer/v1/register">{t('createKey')}</Link>
          </p>
        )}
        <div className={styles.stack}>
          {keys.data?.map((key) => (
            <KeyWebhookForm key={key.id} apiKey={key} />
          ))}
        </div>
      </section>
      <WebhookDeliveries />
    </div>
  );
}
