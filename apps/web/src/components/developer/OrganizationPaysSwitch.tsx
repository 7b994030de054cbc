'use client';
// A key's payer setting: on, work started with the key is paid from the owner's organisation's credits.
// Shown only to members of an organisation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary } from '@verso/services';
import { Switch, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

export function OrganizationPaysSwitch({ apiKey }: { apiKey: ApiKeySummary }) {
  const t = useTranslations('DeveloperKeys');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const change = useMutation(
    trpc.apiKey.setOrganizationPays.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.apiKey.list.queryKey() }),
      onError: (error) =>
        notification.error({
          key: 'organization-pays',
          title: t('organizationPays'),
          description: error.message,
        }),
    }),
  );
  return (
    <Tooltip title={t('organizationPaysHelp')}>
      <Switch
        size="small"
        checked={apiKey.organizationPays}
        loading={change.isPending}
        aria-label={t('organizationPays')}
        onChange={(organizationPays) => change.mutate({ id: apiKey.id, organizationPays })}
      />
    </Tooltip>
  );
}
