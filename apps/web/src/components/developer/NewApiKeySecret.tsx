'use client';
// The only moment the secrets exist outside the caller's hands: only the key's hash is stored, and the
// webhook signing secret is derived when needed (webhooks/signature.ts).
import { Alert, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { CopyableSecret } from './CopyableSecret';
import styles from './Developer.module.css';

interface NewApiKeySecretProps {
  secret: string;
  webhookSecret: string;
  onDismiss: () => void;
}

export function NewApiKeySecret({ secret, webhookSecret, onDismiss }: NewApiKeySecretProps) {
  const t = useTranslations('DeveloperKeys');
  return (
    <Alert
      type="success"
      showIcon
      data-testid="new-api-key"
      title={t('secretTitle')}
      description={
        <>
          <p>{t('secretOnce')}</p>
          <CopyableSecret secret={secret} testId="new-api-key-secret" tooltips={[t('copy'), t('copied')]} />
          <p className={styles.webhookSecretLabel}>{t('webhookSecret', { header: 'Verso-Signature' })}</p>
          <CopyableSecret
            secret={webhookSecret}
            testId="new-webhook-secret"
            tooltips={[t('copy'), t('copied')]}
          />
          <div className={styles.secretActions}>
            <Button size="small" onClick={onDismiss}>
              {t('secretSaved')}
            </Button>
          </div>
        </>
      }
    />
  );
}
