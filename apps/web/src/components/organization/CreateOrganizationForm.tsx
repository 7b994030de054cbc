'use client';
// Creates an organisation with the signed-in user as its owner.
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import { useOrganizationCallbacks } from './use-organization-callbacks';

const nameMaxLength = 100;

export function CreateOrganizationForm() {
  const t = useTranslations('Organization.create');
  const trpc = useTRPC();
  const { message } = App.useApp();
  const callbacks = useOrganizationCallbacks();
  const create = useMutation(
    trpc.organization.create.mutationOptions({
      ...callbacks,
      onSuccess: async () => {
        await callbacks.onSuccess();
        message.success(t('created'));
      },
    }),
  );
  return (
    <Card title={t('title')}>
      <p>{t('intro')}</p>
      <Form layout="vertical" onFinish={({ name }: { name: string }) => create.mutate({ name })}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={nameMaxLength} autoComplete="organization" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
