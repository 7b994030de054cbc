'use client';
// The jobs one start made of several files, each with a link to its own page.
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, List } from 'antd';
import { useTranslations } from 'next-intl';
import { jobPath } from '@/components/jobs/job-path';
import { Link } from '@/i18n/navigation';

export interface StartedJob {
  id: string;
  fileName: string;
}

export function StartedJobs({ jobs, onTranslateMore }: { jobs: StartedJob[]; onTranslateMore: () => void }) {
  const t = useTranslations('TranslateDocuments');
  return (
    <Card title={t('started', { count: jobs.length })} data-testid="started-jobs">
      <List
        dataSource={jobs}
        renderItem={(job) => (
          <List.Item>
            <Link href={jobPath(job.id)} data-testid="started-job">
              <FileTextOutlined /> {job.fileName}
            </Link>
          </List.Item>
        )}
      />
      <Button onClick={onTranslateMore}>{t('translateAnother')}</Button>
    </Card>
  );
}
