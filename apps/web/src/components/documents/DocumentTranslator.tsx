'use client';
// The document translator: drop one file or several, choose languages and engine, see one price for
// all of them, start — one job per file — then follow each job on its own page.
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormatOptions } from '@verso/core';
import { Alert, Button, Card, Form, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { jobPath } from '@/components/jobs/job-path';
import { useToast } from '@/components/toasts/ToastProvider';
import { useRouter } from '@/i18n/navigation';
import { takeHandedOffFile } from '@/lib/file-handoff';
import { useTRPC } from '@/lib/trpc';
import styles from './DocumentTranslator.module.css';
import { FilesQuote, useFilesQuote } from './FilesQuote';
import { FormatOptionsFields } from './FormatOptionsFields';
import { JobSettingsFields, useJobSettings } from './JobSettingsFields';
import { SourceLanguageHint } from './SourceLanguageHint';
import { type StartedJob, StartedJobs } from './StartedJobs';
import { startJob } from './start-job';
import { useFileFormats } from './use-file-format';

/** Files one start takes: each becomes a job, and each is quoted before. */
export const maxFilesAtOnce = 20;

/** A recording (audio or video), told by the format's media type: it is heard, and has no preview. */
const isRecording = (format: { mimeType: string }) => /^(audio|video)\//.test(format.mimeType);

interface DocumentTranslatorProps {
  initialTarget?: string;
  /** The extensions a product line's page takes (comics, audio); every format's when absent. */
  only?: readonly string[];
  /** Options the product line sets for every file (comics: a PDF is a scanned comic). */
  presetOptions?: FormatOptions;
}

export function DocumentTranslator({ initialTarget = 'es', only, presetOptions }: DocumentTranslatorProps) {
  const t = useTranslations('TranslateDocuments');
  const _tGlossaries = useTranslations('Glossaries');
  const router = useRouter();
  const notification = useToast();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formats = useFileFormats();
  // A file dropped on the home page arrives here already chosen.
  const [files, setFiles] = useState<File[]>(() => {
    const handedOff = takeHandedOffFile();
    return handedOff ? [handedOff] : [];
  });
  const choices = useJobSettings(initialTarget);
  const { pair, engine, glossaryId, formality, wallet } = choices;
  const [formatOptions, setFormatOptions] = useState<FormatOptions>({});
  const [started, setStarted] = useState<StartedJob[] | null>(null);

  const settings = {
    ...pair,
    engine,
    glossaryId,
    formatOptions: { ...formatOptions, ...presetOptions },
    wallet,
  };
  const quote = useFilesQuote(files, settings);
  const start = useMutation({
    // One after another, so a balance that runs out stops at the file it cannot pay for.
    mutationFn: async ({ chosen, preview }: { chosen: File[]; preview: boolean }) => {
      const jobs: StartedJob[] = [];
      for (const file of chosen) {
        try {
          // Formality changes no price, so it is sent with the start only, not with the quote.
          const jobSettings = { ...settings, preview, formality };
          jobs.push({ id: await startJob(file, jobSettings), fileName: file.name });
        } catch (error) {
          notification.error({
            key: `start-job-${file.name}`,
            title: t('startFailedFor', { file: file.name }),
            description: (error as Error).message,
          });
        }
      }
      return jobs;
    },
    onSuccess: (jobs) => {
      // The header's balance and the wallet choice show what the jobs took.
      void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
      const [only] = jobs;
      if (jobs.length === 1 && only) router.push(jobPath(only.id));
      else if (jobs.length > 1) setStarted(jobs);
    },
  });

  if (started) {
    return (
      <StartedJobs
        jobs={started}
        onTranslateMore={() => {
          setStarted(null);
          setFiles([]);
        }}
      />
    );
  }

  const known = formats.data ?? [];
  const extensions = known
    .flatMap((format) => format.extensions)
    .filter((extension) => !only || only.includes(extension));
  const chosenFormats = known.filter((format) =>
    files.some((file) => format.extensions.includes(file.name.toLowerCase().match(/\.[^.]+$/)?.[0] ?? '')),
  );
  // On the comics page a PDF is a scanned comic, read as pictures: of a PDF's options only its password applies.
  const optionFormats = presetOptions?.comic
    ? chosenFormats.map((format) => (format.id === 'pdf' ? { ...format, options: ['password'] } : format))
    : chosenFormats;
  const returnedAs = chosenFormats.flatMap((format) =>
    format.outputExtension && !isRecording(format) ? [format.outputExtension] : [],
  );
  const recordings = chosenFormats.some(isRecording);
  return (
    <Card>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item data-testid="upload-dragger">
          <Upload.Dragger
            accept={extensions.join(',')}
            multiple
            maxCount={maxFilesAtOnce}
            fileList={files.map((file, index) => ({
              uid: `${index}-${file.name}`,
              name: file.name,
              size: file.size,
              status: 'done',
            }))}
            beforeUpload={(chosen) => {
              setFiles((current) => [...current, chosen].slice(0, maxFilesAtOnce));
              // Keep the files in the page; they are sent on Start, not on drop.
              return false;
            }}
            onRemove={(removed) => {
              setFiles((current) => current.filter((file, index) => `${index}-${file.name}` !== removed.uid));
              if (files.length <= 1) setFormatOptions({});
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('dropHint')}</p>
            <p className="ant-upload-hint">
              {t('acceptedFormats', { extensions: extensions.join(', ') || '…' })}
            </p>
          </Upload.Dragger>
        </Form.Item>
        {recordings && (
          <Form.Item>
            <Alert type="info" showIcon data-testid="recording-note" title={t('recordingNote')} />
          </Form.Item>
        )}
        {[...new Set(returnedAs)].map((extension) => (
          <Form.Item key={extension}>
            <Alert
              type="info"
              showIcon
              data-testid="returned-as"
              message={t('returnedAs', { format: extension.slice(1).toUpperCase() })}
            />
          </Form.Item>
        ))}
        <JobSettingsFields settings={choices} />
        <FormatOptionsFields formats={optionFormats} value={formatOptions} onChange={setFormatOptions} />
        {files.length > 0 && (
          <Form.Item>
            <FilesQuote files={files} settings={settings} />
          </Form.Item>
        )}
        {files.length === 1 && (
          <Form.Item>
            <SourceLanguageHint
              quote={quote.quotes[0]}
              onSwitch={(from) => choices.set.pair({ ...pair, from })}
            />
          </Form.Item>
        )}
        {/* A free preview first (one document at a time); or the whole of every document at once. */}
        <div className={styles.actions}>
          <Button
            size="large"
            disabled={files.length !== 1 || recordings || quote.pending || quote.refusals.length > 0}
            loading={start.isPending && start.variables?.preview}
            onClick={() => start.mutate({ chosen: files, preview: true })}
            data-testid="preview-button"
          >
            {t('startPreview')}
          </Button>
          <Button
            type="primary"
            size="large"
            disabled={files.length === 0 || quote.pending || quote.refusals.length > 0}
            loading={start.isPending && !start.variables?.preview}
            onClick={() => start.mutate({ chosen: files, preview: false })}
            data-testid="start-button"
          >
            {files.length > 1 ? t('startMany', { count: files.length }) : t('start')}
          </Button>
        </div>
        {!recordings && <p className={styles.previewNote}>{t('previewNote')}</p>}
      </Form>
    </Card>
  );
}
