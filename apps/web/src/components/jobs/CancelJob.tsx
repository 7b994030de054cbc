'use client';
// Stops a waiting or running job after confirming; its credits are refunded by the same call.
import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

export function CancelJob({ jobId }: { jobId: string }) {
  const t = useTranslations('JobPage.cancel');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const cancel = useMutation(
    trpc.job.cancel.mutationOptions({
      onSuccess: (job) => queryClient.setQueryData(trpc.job.byId.queryKey({ id: jobId }), job),
      onError: (error) =>
        notification.error({ key: 'cancel-job', title: t('failed'), description: error.message }),
    }),
  );
  return (
    <Popconfirm
      title={t('confirm')}
      okText={t('action')}
      cancelText={t('keep')}
      okButtonProps={{ danger: true }}
      onConfirm={() => cancel.mutateAsync({ id: jobId })}
    >
      <Button danger icon={<StopOutlined />} loading={cancel.isPending} data-testid="cancel-job">
        {t('action')}
      </Button>
    </Popconfirm>
  );
}
