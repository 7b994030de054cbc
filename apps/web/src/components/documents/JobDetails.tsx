'use client';
// What a finished job has to say beyond its file: the detected source language, the engine that
// translated, reuse from translation memory, repaired placeholders, glossary terms not honoured, and
// notes such as a pivot language or a fallback engine.
import type { TranslationReport } from '@verso/core';
import { Alert, Descriptions } from 'antd';
import { useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';

interface JobDetailsProps {
  sourceLang: string;
  sourceDetected: boolean;
  report: TranslationReport;
}

export function JobDetails({ sourceLang, sourceDetected, report }: JobDetailsProps) {
  const t = useTranslations('JobDetails');
  const { nameOf } = useLanguages();
  const items = [
    ...(sourceDetected ? [{ key: 'detected', label: t('detected'), children: nameOf(sourceLang) }] : []),
    { key: 'engine', label: t('engine'), children: report.engine },
    {
      key: 'segments',
      label: t('segments'),
      children: t('segmentCounts', { segments: report.segments, unique: report.uniqueSegments }),
    },
    { key: 'memory', label: t('memoryHits'), children: report.memoryHits },
    ...(report.placeholderRepairs > 0
      ? [{ key: 'repairs', label: t('repairs'), children: report.placeholderRepairs }]
      : []),
  ];
  return (
    <div data-testid="job-details">
      <Descriptions size="small" column={1} bordered items={items} />
      {report.notes.map((note) => (
        <Alert key={note} type="info" showIcon title={note} style={{ marginTop: 8 }} />
      ))}
      {report.glossaryMisses.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('glossaryMisses')}
          description={
            <ul>
              {report.glossaryMisses.map((miss) => (
                <li key={miss.source}>{t('glossaryMiss', { ...miss })}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
