'use client';
// The only moment the secret exists outside the caller's hands: only its hash is stored.
import { Alert, Button, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import styles from './Developer.module.css';

export function NewApiKeySecret({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
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
          <Typography.Text
            code
            className={styles.secret}
            data-testid="new-api-key-secret"
            copyable={{ text: secret, tooltips: [t('copy'), t('copied')] }}
          >
            {secret}
          </Typography.Text>
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
