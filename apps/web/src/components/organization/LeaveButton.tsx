'use client';
import { useMutation } from '@tanstack/react-query';
// Leaving the organisation; for its last member (the owner) that deletes it, and the button says so.
import type { MyOrganization } from '@verso/services';
import { App, Button, Popconfirm } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import { useOrganizationCallbacks } from './use-organization-callbacks';

export function LeaveButton({ view }: { view: MyOrganization }) {
  const t = useTranslations('Organization');
  const trpc = useTRPC();
  const { message } = App.useApp();
  const callbacks = useOrganizationCallbacks();
  const leave = useMutation(
    trpc.organization.leave.mutationOptions({
      ...callbacks,
      onSuccess: async () => {
        await callbacks.onSuccess();
        message.info(t('leave.left'));
      },
    }),
  );
  const deletes = view.members.length === 1;
  const organization = view.organization.name;
  return (
    <Popconfirm
      title={deletes ? t('leave.deleteConfirm', { organization }) : t('leave.confirm', { organization })}
      okText={t('members.confirm')}
      cancelText={t('members.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => leave.mutateAsync()}
    >
      <Button danger loading={leave.isPending}>
        {deletes ? t('leave.deleteButton') : t('leave.button')}
      </Button>
    </Popconfirm>
  );
}
