'use client';
// A history row's actions: download the result, or delete the job after confirming.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { downloadUrl } from '@/components/documents/download-url';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

interface HistoryActionsProps {
  jobId: string;
  downloadable: boolean;
}

export function HistoryActions({ jobId, downloadable }: HistoryActionsProps) {
  const t = useTranslations('History');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const remove = useMutation(
    trpc.job.delete.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.job.list.queryKey() }),
      onError: (error) =>
        notification.error({ key: 'delete-job', title: t('deleteFailed'), description: error.message }),
    }),
  );
  return (
    <Space size="small">
      {downloadable && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          href={downloadUrl(jobId)}
          data-testid="download-button"
        >
          {t('download')}
        </Button>
      )}
      <Popconfirm
        title={t('deleteConfirm')}
        okText={t('delete')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync({ id: jobId })}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={remove.isPending}
          data-testid="delete-button"
        >
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
