'use client';
// Reads a CSV file in the browser and has the server parse it, so the site and the CLI read CSV alike.
// The terms go into the editor; nothing is stored until the glossary is saved.
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { GlossaryTerm } from '@verso/core/glossary/glossary';
import { App, Button, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';

interface CsvImportButtonProps {
  onImported: (terms: GlossaryTerm[]) => void;
}

export function CsvImportButton({ onImported }: CsvImportButtonProps) {
  const t = useTranslations('Glossaries');
  const trpc = useTRPC();
  const { message } = App.useApp();
  const notification = useToast();
  const importCsv = useMutation(trpc.glossary.importCsv.mutationOptions());

  const read = async (file: File) => {
    try {
      const { terms } = await importCsv.mutateAsync({ text: await file.text() });
      onImported(terms);
      message.success(t('imported', { count: terms.length, file: file.name }));
    } catch (error) {
      notification.error({
        key: 'import-csv',
        title: t('importFailed'),
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Upload
      accept=".csv,.tsv,.txt,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void read(file);
        // Read here; never posted as an upload.
        return false;
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={importCsv.isPending}
        title={t('importHint')}
        data-testid="import-csv"
      >
        {t('importCsv')}
      </Button>
    </Upload>
  );
}
