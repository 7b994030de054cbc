'use client';
// Copies a text to the clipboard and confirms with a short toast.
import { useTranslations } from 'next-intl';
import { CopyIcon } from '@/components/shell/icons';
import { siteButton } from '@/components/shell/site-button';
import { useToast } from '@/components/toasts/ToastProvider';

export function CopyButton({ text }: { text: string }) {
  const t = useTranslations('TranslateText');
  const toast = useToast();

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      toast.success({ key: 'copy-text', title: t('copied') });
    } catch {
      toast.error({ key: 'copy-text', title: t('copyFailed') });
    }
  }

  return (
    <button
      type="button"
      className={siteButton('default')}
      disabled={!text}
      onClick={copy}
      data-testid="copy-button"
    >
      <CopyIcon />
      {t('copy')}
    </button>
  );
}
