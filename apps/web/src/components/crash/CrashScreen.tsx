'use client';
// Shown when a page fails to render: says sorry, offers a reload and a way to reach support.
import { Button, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { reportError } from '@/lib/report-error';
import { supportEmail } from '@/lib/site';

export interface CrashTexts {
  title: string;
  subtitle: string;
  reload: string;
  contact: string;
  closing: string;
}

interface CrashScreenProps {
  error: Error & { digest?: string };
  texts: CrashTexts;
}

export function CrashScreen({ error, texts }: CrashScreenProps) {
  useEffect(() => {
    reportError('react-boundary', error, { digest: error.digest, stack: error.stack });
  }, [error]);

  return (
    <Result
      status="error"
      title={texts.title}
      subTitle={texts.subtitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      }
    >
      <Typography.Paragraph style={{ textAlign: 'center', marginBottom: 4 }}>
        {texts.contact} <Typography.Link href={`mailto:${supportEmail}`}>{supportEmail}</Typography.Link>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
        {texts.closing}
      </Typography.Paragraph>
    </Result>
  );
}
