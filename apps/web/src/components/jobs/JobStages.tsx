'use client';
// Where a job is: its stages (reading, translating N of M segments, rebuilding, compiling an arXiv paper)
// as steps, the bar, and the time left at the pace so far. Everything comes from the job's row, so a reload shows the same.
import type { Job } from '@verso/services';
import { Progress, Steps, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { exhaustive } from '@/components/documents/job-status';
import styles from './JobPage.module.css';
import { currentStep, type ShownStage, stagesOf } from './job-stages';

type Translate = ReturnType<typeof useTranslations>;

/** A stage's name: a recording is listened to, and its subtitles written, where a document is read and rebuilt. */
function stageName(t: Translate, job: Job, stage: ShownStage): string {
  if (job.mediaSeconds === null || stage === 'translating' || stage === 'compiling') {
    return t(`stage.${stage}`);
  }
  return t(`recordingStage.${stage}`);
}

function stepStatus(job: Job) {
  if (job.status === 'failed' || job.status === 'cancelled') return 'error';
  if (job.status === 'completed') return 'finish';
  return job.status === 'queued' ? 'wait' : 'process';
}

export function JobStages({ job }: { job: Job }) {
  const t = useTranslations('JobPage');
  const tDocuments = useTranslations('TranslateDocuments');
  const percent = job.status === 'completed' ? 100 : job.progress;
  const counts =
    job.segmentsTotal > 0 ? t('segments', { done: job.segmentsDone, total: job.segmentsTotal }) : undefined;
  return (
    <div className={styles.stages} data-testid="job-stages">
      <Steps
        size="small"
        current={currentStep(job)}
        status={stepStatus(job)}
        items={stagesOf(job).map((stage) => ({
          title: stageName(t, job, stage),
          content: stage === 'translating' ? counts : undefined,
        }))}
      />
      <Progress
        percent={percent}
        status={job.status === 'completed' ? 'success' : stepStatus(job) === 'error' ? 'exception' : 'active'}
        aria-label={tDocuments('progress')}
        data-testid="job-progress"
      />
      <Typography.Text type="secondary" data-testid="job-stage-line">
        {stageLine(t, tDocuments, job)}
      </Typography.Text>
    </div>
  );
}

function stageLine(t: Translate, tDocuments: Translate, job: Job): string {
  switch (job.status) {
    case 'queued':
      return t('waiting');
    case 'running': {
      const stage = stageName(t, job, job.stage ?? 'reading');
      if (job.secondsLeft === null) return stage;
      return `${stage} · ${timeLeft(t, job.secondsLeft)}`;
    }
    case 'completed':
      return t('done');
    case 'failed':
      return tDocuments('failed');
    case 'cancelled':
      return t('cancelledTitle');
    default:
      return exhaustive(job.status);
  }
}

function timeLeft(t: Translate, seconds: number): string {
  return seconds < 90
    ? t('timeLeftSeconds', { seconds })
    : t('timeLeftMinutes', { minutes: Math.round(seconds / 60) });
}
