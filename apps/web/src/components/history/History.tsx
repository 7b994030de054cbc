'use client';
// /my/history's body: the kind filter, then the document and text translations it selects.
import { Segmented, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HistoryTable } from './HistoryTable';
import { type HistoryKind, historyKinds, historyLists } from './history-kind';
import { TextHistoryTable } from './TextHistoryTable';

export function History() {
  const t = useTranslations('History');
  const [kind, setKind] = useState<HistoryKind>('all');
  const lists = historyLists(kind);
  return (
    <>
      <Segmented<HistoryKind>
        value={kind}
        onChange={setKind}
        options={historyKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        data-testid="history-kind"
      />
      {lists.documents && (
        <section>
          <Typography.Title level={2}>{t('documentsTitle')}</Typography.Title>
          <HistoryTable apiOnly={lists.apiOnly} />
        </section>
      )}
      {lists.texts && (
        <section>
          <Typography.Title level={2}>{t('textsTitle')}</Typography.Title>
          <TextHistoryTable apiOnly={lists.apiOnly} />
        </section>
      )}
    </>
  );
}
