'use client';
// The document translator: drop a file, choose languages and engine, start, then follow the job.
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormatOptions } from '@verso/core';
import { Alert, Button, Card, Form, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { GlossaryPicker } from '@/components/glossaries/GlossaryPicker';
import { LanguagePair } from '@/components/languages/LanguagePair';
import type { LanguagePairValue } from '@/components/languages/language-pair-value';
import { useToast } from '@/components/toasts/ToastProvider';
import { takeHandedOffFile } from '@/lib/file-handoff';
import { useTRPC } from '@/lib/trpc';
import { EngineSelect } from './EngineSelect';
import { FormatOptionsFields } from './FormatOptionsFields';
import { JobProgress } from './JobProgress';
import { JobQuote, useJobQuote } from './JobQuote';
import { startJob } from './start-job';

const defaultEngine = 'apertium';

export function DocumentTranslator({ initialTarget = 'es' }: { initialTarget?: string }) {
  const t = useTranslations('TranslateDocuments');
  const tGlossaries = useTranslations('Glossaries');
  const trpc = useTRPC();
  const notification = useToast();
  const formats = useQuery(
    trpc.meta.formats.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  // A file dropped on the home page arrives here already chosen.
  const [file, setFile] = useState<File | null>(() => takeHandedOffFile() ?? null);
  const [pair, setPair] = useState<LanguagePairValue>({
    // English into English would be no translation: start from Spanish then.
    from: initialTarget === 'en' ? 'es' : 'en',
    to: initialTarget,
  });
  const [engine, setEngine] = useState(defaultEngine);
  const [glossaryId, setGlossaryId] = useState<string | undefined>();
  const [formatOptions, setFormatOptions] = useState<FormatOptions>({});
  const [jobId, setJobId] = useState<string | null>(null);

  const settings = { ...pair, engine, glossaryId, formatOptions };
  const quote = useJobQuote(file, settings);
  const start = useMutation({
    mutationFn: (chosen: File) => startJob(chosen, settings),
    onSuccess: setJobId,
    onError: (error) =>
      notification.error({ key: 'start-job', title: t('startFailed'), description: error.message }),
  });

  if (jobId) {
    return (
      <Card>
        <JobProgress
          jobId={jobId}
          onTranslateAnother={() => {
            setJobId(null);
            setFile(null);
          }}
        />
      </Card>
    );
  }

  const extensions = (formats.data ?? []).flatMap((format) => format.extensions);
  const fileExtension = file?.name.toLowerCase().match(/\.[^.]+$/)?.[0];
  const fileFormat = formats.data?.find(
    (format) => fileExtension && format.extensions.includes(fileExtension),
  );
  return (
    <Card>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item data-testid="upload-dragger">
          <Upload.Dragger
            accept={extensions.join(',')}
            maxCount={1}
            fileList={file ? [{ uid: 'chosen', name: file.name, size: file.size, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              // Keep the file in the page; it is sent on Start, not on drop.
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setFormatOptions({});
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
        {fileFormat?.outputExtension && (
          <Form.Item>
            <Alert
              type="info"
              showIcon
              data-testid="returned-as"
              message={t('returnedAs', { format: fileFormat.outputExtension.slice(1).toUpperCase() })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('languages')}>
          <LanguagePair value={pair} onChange={setPair} />
        </Form.Item>
        <Form.Item label={t('engine')}>
          <EngineSelect value={engine} onChange={setEngine} />
        </Form.Item>
        <Form.Item label={tGlossaries('label')}>
          <GlossaryPicker value={glossaryId} onChange={setGlossaryId} />
        </Form.Item>
        <FormatOptionsFields
          offered={fileFormat?.options ?? []}
          value={formatOptions}
          onChange={setFormatOptions}
        />
        {file && (
          <Form.Item>
            <JobQuote file={file} settings={settings} />
          </Form.Item>
        )}
        <Button
          type="primary"
          size="large"
          block
          disabled={!file || quote.isError}
          loading={start.isPending}
          onClick={() => file && start.mutate(file)}
          data-testid="start-button"
        >
          {t('start')}
        </Button>
      </Form>
    </Card>
  );
}
