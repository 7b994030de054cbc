'use client';
import { useMutation } from '@tanstack/react-query';
// Invites a colleague by e-mail; the e-mail holds the link that lets them join.
import type { OrganizationRole } from '@verso/db';
import { App, Button, Form, Input, Select } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useConfirm } from '@/components/dialogs/use-confirm';
import type { Locale } from '@/i18n/routing';
import { useTRPC } from '@/lib/trpc';
import styles from './Organization.module.css';
import { useOrganizationCallbacks } from './use-organization-callbacks';

interface InviteFields {
  email: string;
  role: OrganizationRole;
}

export function InviteForm({ roles }: { roles: OrganizationRole[] }) {
  const t = useTranslations('Organization');
  const locale = useLocale() as Locale;
  const trpc = useTRPC();
  const { message } = App.useApp();
  const dialogs = useConfirm();
  const [form] = Form.useForm<InviteFields>();
  const callbacks = useOrganizationCallbacks();
  const invite = useMutation(
    trpc.organization.invite.mutationOptions({
      ...callbacks,
      onSuccess: async (result) => {
        await callbacks.onSuccess();
        form.resetFields(['email']);
        if (result.mailed) message.success(t('invite.sent', { email: result.email }));
        else dialogs.warning({ content: t('invite.notMailed', { email: result.email, link: result.link }) });
      },
    }),
  );
  return (
    <Form<InviteFields>
      form={form}
      className={styles.inviteForm}
      initialValues={{ role: roles.at(-1) }}
      onFinish={(fields) => invite.mutate({ ...fields, locale })}
    >
      <Form.Item
        name="email"
        className={styles.inviteEmail}
        rules={[{ required: true, type: 'email', message: t('invite.emailInvalid') }]}
      >
        <Input
          type="email"
          placeholder={t('invite.email')}
          aria-label={t('invite.email')}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="role" className={styles.inviteRole}>
        <Select
          aria-label={t('invite.role')}
          options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={invite.isPending}>
        {t('invite.submit')}
      </Button>
    </Form>
  );
}
