'use client';
// A history row's actions: download the result (or say the retention sweep deleted it), or delete the
// job after confirming.
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { downloadUrl } from '@/components/documents/download-url';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

interface HistoryActionsProps {
  jobId: string;
  downloadable: boolean;
  /** The files were deleted when the storage period ended (FILE_RETENTION_DAYS). */
  expired: boolean;
  /** On a phone: the buttons show their icon, their name stays for screen readers and tooltips. */
  iconsOnly?: boolean;
}

export function HistoryActions({ jobId, downloadable, expired, iconsOnly = false }: HistoryActionsProps) {
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
          aria-label={iconsOnly ? t('download') : undefined}
          title={iconsOnly ? t('download') : undefined}
        >
          {!iconsOnly && t('download')}
        </Button>
      )}
      {expired && (
        <Typography.Text type="secondary" data-testid="file-expired">
          {t('fileExpired')}
        </Typography.Text>
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
          aria-label={iconsOnly ? t('delete') : undefined}
          title={iconsOnly ? t('delete') : undefined}
        >
          {!iconsOnly && t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
