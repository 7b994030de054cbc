'use client';
// The user's glossaries, each with its size and languages, to open for editing or delete.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useLanguages } from '@/components/languages/use-languages';
import { useToast } from '@/components/toasts/ToastProvider';
import { useTRPC } from '@/lib/trpc';
import styles from './Glossaries.module.css';

interface GlossaryListProps {
  onEdit: (id: string) => void;
  onCreate: () => void;
}

export function GlossaryList({ onEdit, onCreate }: GlossaryListProps) {
  const t = useTranslations('Glossaries');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const notification = useToast();
  const { nameOf } = useLanguages();
  const { data, isLoading } = useQuery(trpc.glossary.list.queryOptions());
  const remove = useMutation(
    trpc.glossary.delete.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.glossary.pathKey() }),
      onError: (error) =>
        notification.error({ key: 'delete-glossary', title: t('deleteFailed'), description: error.message }),
    }),
  );
  const languagesOf = (sourceLang: string | null, targetLang: string | null) =>
    sourceLang || targetLang
      ? `${sourceLang ? nameOf(sourceLang) : t('anyLanguage')} → ${targetLang ? nameOf(targetLang) : t('anyLanguage')}`
      : t('anyPair');

  return (
    <div data-testid="glossary-list">
      <div className={styles.listHeader}>
        <p className={styles.intro}>{t('intro')}</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="new-glossary">
          {t('newGlossary')}
        </Button>
      </div>
      {isLoading && <Spin className={styles.loading} />}
      {data?.length === 0 && <Empty description={t('empty')} />}
      <ul className={styles.list}>
        {data?.map((glossary) => (
          <li key={glossary.id} className={styles.listItem}>
            <div className={styles.listText}>
              <span className={styles.listName}>{glossary.name}</span>
              <span className={styles.listMeta}>
                {t('termCount', { count: glossary.termCount })} ·{' '}
                {languagesOf(glossary.sourceLang, glossary.targetLang)}
              </span>
            </div>
            <div className={styles.actions}>
              <Button
                icon={<EditOutlined />}
                onClick={() => onEdit(glossary.id)}
                aria-label={t('editNamed', { name: glossary.name })}
              >
                {t('edit')}
              </Button>
              <Popconfirm
                title={t('deleteConfirm', { name: glossary.name })}
                okText={t('delete')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync({ id: glossary.id })}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('deleteNamed', { name: glossary.name })}
                >
                  {t('delete')}
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
