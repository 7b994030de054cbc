'use client';
// The same document again with another engine, languages or options: a new job, priced before it
// starts and charged like any other; this job stays as it is.
import { RedoOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormatOptions } from '@verso/core';
import type { Job, Payer } from '@verso/services';
import { Button, Form, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SiteModal } from '@/components/dialogs/SiteModal';
import { EngineSelect } from '@/components/documents/EngineSelect';
import { QuoteSummary } from '@/components/documents/FilesQuote';
import { FormalitySelect, formalityChoice } from '@/components/documents/FormalitySelect';
import { FormatOptionsFields, formatOptionFields } from '@/components/documents/FormatOptionsFields';
import { useFileFormat } from '@/components/documents/use-file-format';
import { WalletChoice } from '@/components/documents/WalletChoice';
import { GlossaryPicker } from '@/components/glossaries/GlossaryPicker';
import { LanguagePair } from '@/components/languages/LanguagePair';
import type { LanguagePairValue } from '@/components/languages/language-pair-value';
import { useToast } from '@/components/toasts/ToastProvider';
import { useRouter } from '@/i18n/navigation';
import { useTRPC } from '@/lib/trpc';
import { jobPath } from './job-path';

export function RerunJob({ job }: { job: Job }) {
  const t = useTranslations('JobPage.rerun');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<RedoOutlined />} onClick={() => setOpen(true)} data-testid="rerun-job">
        {t('action')}
      </Button>
      {open && <RerunDialog job={job} onClose={() => setOpen(false)} />}
    </>
  );
}

function RerunDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const t = useTranslations('JobPage.rerun');
  const tGlossaries = useTranslations('Glossaries');
  const tDocuments = useTranslations('TranslateDocuments');
  const trpc = useTRPC();
  const router = useRouter();
  const notification = useToast();
  const format = useFileFormat(job.fileName);
  const [pair, setPair] = useState<LanguagePairValue>({ from: job.sourceLang, to: job.targetLang });
  const [engine, setEngine] = useState(job.tier ?? job.engine);
  const [glossaryId, setGlossaryId] = useState(job.glossaryId ?? undefined);
  const [formatOptions, setFormatOptions] = useState<FormatOptions>(job.formatOptions);
  const [formality, setFormality] = useState(formalityChoice(job.formality));
  // The wallet that paid this job pays again unless the member chooses the other.
  const [wallet, setWallet] = useState<Payer>(job.organizationId ? 'organization' : 'personal');
  const input = {
    id: job.id,
    ...pair,
    engine,
    glossaryId,
    formatOptions: formatOptionFields(formatOptions),
    wallet,
  };
  const quote = useQuery(trpc.job.quoteRerun.queryOptions(input, { retry: false }));
  const rerun = useMutation(
    trpc.job.rerun.mutationOptions({
      onSuccess: ({ id }) => router.push(jobPath(id)),
      onError: (error) =>
        notification.error({ key: 'rerun-job', title: t('failed'), description: error.message }),
    }),
  );
  return (
    <SiteModal
      open
      title={t('title')}
      okText={tDocuments('start')}
      onOk={() => rerun.mutate({ ...input, formality })}
      okButtonProps={{ disabled: !quote.isSuccess, loading: rerun.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('hint', { file: job.fileName })}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={tDocuments('languages')}>
          <LanguagePair value={pair} onChange={setPair} />
        </Form.Item>
        <Form.Item label={tDocuments('engine')}>
          <EngineSelect value={engine} onChange={setEngine} />
        </Form.Item>
        <Form.Item label={tDocuments('formality.label')} extra={tDocuments('formality.hint')}>
          <FormalitySelect value={formality} onChange={setFormality} />
        </Form.Item>
        <Form.Item label={tGlossaries('label')}>
          <GlossaryPicker value={glossaryId} onChange={setGlossaryId} />
        </Form.Item>
        <FormatOptionsFields
          formats={format ? [format] : []}
          value={formatOptions}
          onChange={setFormatOptions}
        />
        <WalletChoice value={wallet} onChange={setWallet} />
        <QuoteSummary
          pending={quote.isPending}
          refusals={quote.error ? [{ file: job.fileName, message: quote.error.message }] : []}
          quotes={quote.data ? [quote.data] : []}
          fileCount={1}
        />
      </Form>
    </SiteModal>
  );
}
