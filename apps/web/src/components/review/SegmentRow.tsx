'use client';
// One segment under review: the source with its marks as chips and glossary hints beside the
// translation, editable in place. Saving sends the revision; a refusal (a mark missing) is shown and
// the text typed stays in the editor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSegment } from '@verso/services';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import { PlaceholderEditor, type PlaceholderEditorHandle } from './PlaceholderEditor';
import { textParts } from './placeholder-text';
import styles from './SegmentReview.module.css';

interface SegmentRowProps {
  jobId: string;
  segment: ReviewSegment;
  active: boolean;
  onActivate(): void;
  onMove(step: 1 | -1): void;
}

function SourceText({ text, chipTitle }: { text: string; chipTitle: string }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <span key={index} className={styles.chip} title={chipTitle}>
            {part.label}
          </span>
        ),
      )}
    </>
  );
}

export function SegmentRow({ jobId, segment, active, onActivate, onMove }: SegmentRowProps) {
  const t = useTranslations('SegmentReview');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const editor = useRef<PlaceholderEditorHandle>(null);
  const current = segment.revision ?? segment.translation;
  const [draft, setDraft] = useState(current);
  const dirty = draft !== current;

  useEffect(() => {
    if (active) editor.current?.focus();
  }, [active]);

  const revise = useMutation(
    trpc.review.revise.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.review.segments.pathKey() }),
      onError: (error) =>
        notification.error({
          key: `revise-${segment.index}`,
          title: t('saveFailed'),
          description: error.message,
        }),
    }),
  );
  const save = async (translation = draft, move = false) => {
    if (translation !== current)
      await revise.mutateAsync({ id: jobId, edits: [{ index: segment.index, translation }] });
    if (move) onMove(1);
  };
  const cancel = () => {
    editor.current?.reset(current);
    setDraft(current);
  };
  const restore = () => {
    editor.current?.reset(segment.translation);
    setDraft(segment.translation);
    void save(segment.translation).catch(() => undefined);
  };

  const page = typeof segment.context?.page === 'number' ? segment.context.page : undefined;
  return (
    <div
      className={active ? `${styles.row} ${styles.active}` : styles.row}
      data-testid="segment-row"
      data-index={segment.index}
    >
      <div className={styles.meta}>
        <Typography.Text type="secondary">
          {t('segmentNumber', { number: segment.index + 1 })}
        </Typography.Text>
        {page !== undefined && <Typography.Text type="secondary">{t('page', { page })}</Typography.Text>}
        {segment.revision !== null && (
          <Tag color="blue" data-testid="revised-tag">
            {t('revised')}
          </Tag>
        )}
      </div>
      <div className={styles.source} data-testid="segment-source">
        <SourceText text={segment.source} chipTitle={t('chipTitle')} />
        {segment.glossaryHints.length > 0 && (
          <div className={styles.hints} data-testid="glossary-hints">
            <Typography.Text type="secondary">{t('glossary')}</Typography.Text>
            {segment.glossaryHints.map((hint) => (
              <Tag key={hint.source}>
                {hint.source} → {hint.target}
              </Tag>
            ))}
          </div>
        )}
      </div>
      <div className={styles.translation}>
        <PlaceholderEditor
          ref={editor}
          initialText={current}
          chipTitle={t('chipTitle')}
          label={t('translationOf', { number: segment.index + 1 })}
          onChange={setDraft}
          onSave={() => void save(draft, true).catch(() => undefined)}
          onMove={onMove}
          onCancel={cancel}
          onFocus={onActivate}
        />
        {(dirty || segment.revision !== null) && (
          <Space size="small" className={styles.actions}>
            {dirty && (
              <Button
                size="small"
                type="primary"
                loading={revise.isPending}
                onClick={() => void save().catch(() => undefined)}
                data-testid="save-segment"
              >
                {t('save')}
              </Button>
            )}
            {dirty && (
              <Button size="small" onClick={cancel}>
                {t('cancel')}
              </Button>
            )}
            {!dirty && segment.revision !== null && (
              <Button size="small" type="link" onClick={restore} data-testid="restore-segment">
                {t('restore')}
              </Button>
            )}
          </Space>
        )}
      </div>
    </div>
  );
}
