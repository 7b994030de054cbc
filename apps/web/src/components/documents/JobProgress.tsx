'use client';
// Follows one job live: progress while it runs, a download when it is done, the reason when it failed.
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useTRPC } from '@/lib/trpc';
import { downloadUrl } from './download-url';
import { JobDetails } from './JobDetails';
import { isFinished, statusColor } from './job-status';
import { PagePreviews } from './PagePreviews';

const pollIntervalMs = 700;

interface JobProgressProps {
  jobId: string;
  onTranslateAnother: () => void;
}

export function JobProgress({ jobId, onTranslateAnother }: JobProgressProps) {
  const t = useTranslations('TranslateDocuments');
  const trpc = useTRPC();
  const { data: job, error } = useQuery(
    trpc.job.byId.queryOptions(
      { id: jobId },
      {
        refetchInterval: (query) =>
          query.state.data && isFinished(query.state.data.status) ? false : pollIntervalMs,
      },
    ),
  );

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!job) return <Progress percent={0} status="active" data-testid="job-progress" />;

  const percent = job.status === 'completed' ? 100 : Math.round(job.progress);
  const progressStatus =
    job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : 'active';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{job.fileName}</Typography.Text>
        <Tag color={statusColor(job.status)} data-testid="job-status">
          {t(`status.${job.status}`)}
        </Tag>
      </Space>
      <Progress
        percent={percent}
        status={progressStatus}
        data-testid="job-progress"
        aria-label={t('progress')}
      />
      {job.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('failed')}
          description={job.errorMessage ?? t('failedUnknown')}
        />
      )}
      {job.status === 'completed' && job.details && (
        <JobDetails sourceLang={job.sourceLang} sourceDetected={job.sourceDetected} report={job.details} />
      )}
      {job.status === 'completed' && <PagePreviews jobId={job.id} />}
      <Space wrap>
        {job.status === 'completed' && (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={downloadUrl(job.id)}
            data-testid="download-button"
          >
            {t('download')}
          </Button>
        )}
        {isFinished(job.status) && (
          <Button icon={<ReloadOutlined />} onClick={onTranslateAnother}>
            {t('translateAnother')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
