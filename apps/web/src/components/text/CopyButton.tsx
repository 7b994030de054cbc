'use client';
// Copies a text to the clipboard and confirms with a short toast.
import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslations } from 'next-intl';

export function CopyButton({ text }: { text: string }) {
  const t = useTranslations('TranslateText');
  const { message } = App.useApp();

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('copied'));
    } catch {
      message.error(t('copyFailed'));
    }
  }

  return (
    <Button icon={<CopyOutlined />} disabled={!text} onClick={copy} data-testid="copy-button">
      {t('copy')}
    </Button>
  );
}
