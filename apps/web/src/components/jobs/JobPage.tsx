'use client';
// A document job's home: what it is, where it is (followed live until it ends), what went wrong and what
// to do, its files (an arXiv paper's PDF and LaTeX source, a recording's outputs, by name), how an arXiv
// paper's PDF was made, and once done its preview, details and the review of its segments.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Job } from '@verso/services';
import { Alert, Card, Descriptions, Space, Tabs } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formalityLabel } from '@/components/documents/FormalitySelect';
import { JobDetails } from '@/components/documents/JobDetails';
import { isFinished, statusColor } from '@/components/documents/job-status';
import { PayForWholeDocument } from '@/components/documents/PayForWholeDocument';
import { useEngineName } from '@/components/documents/use-engine-name';
import { useLanguages } from '@/components/languages/use-languages';
import { SegmentReview } from '@/components/review/SegmentReview';
import { StatusTag } from '@/components/site/StatusTag';
import { Link } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { CancelJob } from './CancelJob';
import { JobDownloads } from './JobDownloads';
import styles from './JobPage.module.css';
import { JobPreview } from './JobPreview';
import { JobStages } from './JobStages';
import { RerunJob } from './RerunJob';

/** Often enough that the page moves at least every 2 s, as the runner writes. */
const pollIntervalMs = 1000;

interface JobPageProps {
  jobId: string;
  /** The site's credit packages, offered under a preview when the balance is short. */
  creditPackages?: ReactNode;
}

export function JobPage({ jobId, creditPackages }: JobPageProps) {
  const t = useTranslations('JobPage');
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
  return (
    <div className={styles.page}>
      <Link href="/my/history" className={styles.back}>
        <ArrowLeftOutlined /> {t('back')}
      </Link>
      {error && <Alert type="error" showIcon title={error.message} data-testid="job-missing" />}
      {job && <JobHome job={job} creditPackages={creditPackages} />}
    </div>
  );
}

function JobHome({ job, creditPackages }: { job: Job; creditPackages?: ReactNode }) {
  const tHistory = useTranslations('History');
  const tDocuments = useTranslations('TranslateDocuments');
  const tStatus = useTranslations('TranslateDocuments.status');
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title} data-testid="job-file-name">
          {job.fileName}
        </h1>
        <StatusTag color={statusColor(job.status)} data-testid="job-status">
          {tStatus(job.status)}
        </StatusTag>
        {job.preview && (
          <StatusTag color="gold" data-testid="preview-tag">
            {tDocuments('previewTag')}
          </StatusTag>
        )}
      </header>
      <Card>
        <Space orientation="vertical" size="large" className={styles.full}>
          <JobStages job={job} />
          <JobProblem job={job} />
          <JobNotes job={job} />
          <div className={styles.actions}>
            <JobDownloads job={job} />
            <Space wrap>
              {!isFinished(job.status) && <CancelJob jobId={job.id} />}
              {!job.filesExpiredAt && <RerunJob job={job} />}
            </Space>
          </div>
          {job.filesExpiredAt && <Alert type="info" showIcon title={tHistory('fileExpired')} />}
          {job.status === 'completed' && job.preview && (
            <PayForWholeDocument job={job} creditPackages={creditPackages} />
          )}
        </Space>
      </Card>
      <JobSummary job={job} />
      {job.status === 'completed' && !job.filesExpiredAt && <JobTabs job={job} />}
    </>
  );
}

/** Why the job ended without a file, and what the user can do about it. */
function JobProblem({ job }: { job: Job }) {
  const t = useTranslations('JobPage');
  const tDocuments = useTranslations('TranslateDocuments');
  if (job.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={job.errorMessage ?? tDocuments('failed')}
        description={t('failedAdvice')}
        data-testid="job-error"
      />
    );
  }
  if (job.status === 'cancelled') {
    return <Alert type="warning" showIcon title={t('cancelledTitle')} description={t('cancelledAdvice')} />;
  }
  return null;
}

/**
 * What the job says of how its file was made, in the user's language: when an arXiv paper's translated
 * source did not compile, the PDF is arXiv's own translated instead, which the user must know before
 * downloading it.
 */
function JobNotes({ job }: { job: Job }) {
  const tNotes = useTranslations('JobPage.notes');
  const notes = job.status === 'completed' ? (job.details?.jobNotes ?? []) : [];
  if (!notes.length) return null;
  return (
    <Space orientation="vertical" className={styles.full} data-testid="job-notes">
      {notes.map((note) => (
        <Alert
          key={note.code}
          type="warning"
          showIcon
          title={tNotes(note.code, { error: note.compileError })}
        />
      ))}
    </Space>
  );
}

function JobSummary({ job }: { job: Job }) {
  const tHistory = useTranslations('History');
  const tFormality = useTranslations('TranslateDocuments.formality');
  const format = useFormatter();
  const { nameOf } = useLanguages();
  const engineName = useEngineName();
  const items = [
    {
      key: 'languages',
      label: tHistory('languages'),
      children: `${nameOf(job.sourceLang)} → ${nameOf(job.targetLang)}`,
    },
    {
      key: 'engine',
      label: tHistory('engine'),
      children: engineName(job),
    },
    ...(job.formality
      ? [
          {
            key: 'formality',
            label: tFormality('label'),
            children: tFormality(formalityLabel(job.formality)),
          },
        ]
      : []),
    ...(job.mediaSeconds === null
      ? []
      : [{ key: 'length', label: tHistory('length'), children: recordingLength(job.mediaSeconds) }]),
    { key: 'words', label: tHistory('words'), children: format.number(job.wordCount) },
    { key: 'credits', label: tHistory('credits'), children: format.number(job.credits) },
    {
      key: 'created',
      label: tHistory('created'),
      children: format.dateTime(job.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="job-summary" />
  );
}

/** 75 → "1:15", as players show a length. */
function recordingLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function JobTabs({ job }: { job: Job }) {
  const tTabs = useTranslations('JobPage.tabs');
  const items = [
    {
      key: 'preview',
      label: tTabs('preview'),
      // A paid preview's whole translation is another file: its finish time tells the versions apart.
      children: (
        <JobPreview key={job.finishedAt?.getTime()} jobId={job.id} version={job.finishedAt?.getTime()} />
      ),
    },
    ...(job.details
      ? [
          {
            key: 'details',
            label: tTabs('details'),
            children: (
              <JobDetails
                sourceLang={job.sourceLang}
                sourceDetected={job.sourceDetected}
                report={job.details}
              />
            ),
          },
        ]
      : []),
    // A recording's cues are corrected in its subtitles file, and an arXiv paper's PDF cannot be written
    // again from revised segments yet: for either, a review would change only one of the files.
    ...(job.mediaSeconds === null && job.arxivPaper === null
      ? [{ key: 'review', label: tTabs('review'), children: <SegmentReview jobId={job.id} /> }]
      : []),
  ];
  return <Tabs items={items} destroyOnHidden data-testid="job-tabs" />;
}
