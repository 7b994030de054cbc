'use client';
// One key's webhook settings: its default URL, and a new signing secret on request (shown once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary } from '@verso/services';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import { CopyableSecret } from './CopyableSecret';
import styles from './Developer.module.css';

export function KeyWebhookForm({ apiKey }: { apiKey: ApiKeySummary }) {
  const t = useTranslations('DeveloperWebhooks');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKey.list.queryKey() });
  const save = useMutation(
    trpc.webhook.setDefaultUrl.mutationOptions({
      onSuccess: () => {
        notification.success({ key: `webhook-${apiKey.id}`, title: t('saved') });
        return refresh();
      },
    }),
  );
  const rotate = useMutation(
    trpc.webhook.rotateSecret.mutationOptions({
      onSuccess: (rotated) => {
        setSecret(rotated.secret);
        return refresh();
      },
    }),
  );
  return (
    <div data-testid="key-webhook" data-key-name={apiKey.name}>
      <Form
        layout="vertical"
        initialValues={{ url: apiKey.webhookUrl ?? '' }}
        onFinish={({ url }: { url: string }) => save.mutateAsync({ keyId: apiKey.id, url }).catch(() => {})}
      >
        <Form.Item name="url" label={t('defaultUrlLabel', { name: apiKey.name })} className={styles.urlField}>
          <Input type="url" placeholder="https://example.com/hooks/verso" maxLength={2048} />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Popconfirm
            title={t('rotateConfirm', { name: apiKey.name })}
            description={t('rotateExplanation')}
            okText={t('rotate')}
            cancelText={t('cancel')}
            onConfirm={() => rotate.mutateAsync({ keyId: apiKey.id }).catch(() => {})}
          >
            <Button loading={rotate.isPending}>{t('rotate')}</Button>
          </Popconfirm>
        </div>
      </Form>
      {!apiKey.hasWebhookSecret && !secret && <p className={styles.muted}>{t('noSecret')}</p>}
      {(save.error || rotate.error) && (
        <Alert
          type="error"
          showIcon
          className={styles.alert}
          title={t('saveFailed')}
          description={(save.error ?? rotate.error)?.message}
        />
      )}
      {secret && (
        <Alert
          type="success"
          showIcon
          className={styles.alert}
          data-testid="webhook-secret"
          title={t('secretTitle', { name: apiKey.name })}
          description={
            <>
              <p>{t('secretOnce', { header: 'Verso-Signature' })}</p>
              <CopyableSecret
                secret={secret}
                testId="webhook-secret-value"
                tooltips={[t('copy'), t('copied')]}
              />
              <div className={styles.secretActions}>
                <Button size="small" onClick={() => setSecret(null)}>
                  {t('secretSaved')}
                </Button>
              </div>
            </>
          }
        />
      )}
    </div>
  );
}
