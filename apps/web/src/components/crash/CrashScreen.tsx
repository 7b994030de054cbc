'use client';
// Shown when a page fails to render: says sorry, offers a reload and the ways to reach support that the
// host configuration lists (community, WeCom QR code, e-mail).
import type { HostConfig } from '@verso/brands';
import { Button, Result, Typography } from 'antd';

export interface CrashTexts {
  title: string;
  subtitle: string;
  reload: string;
  community: string;
  weComQr: string;
  contact: string;
  closing: string;
}

/** Without it (the root layout itself failed, so the site is unknown) only the reload is offered. */
export type CrashContacts = Pick<HostConfig, 'communityUrl' | 'weComImg' | 'supportEmail'>;

interface CrashScreenProps {
  texts: CrashTexts;
  contacts?: CrashContacts;
}

const centred = { textAlign: 'center', marginBottom: 4 } as const;

export function CrashScreen({ texts, contacts }: CrashScreenProps) {
  return (
    <Result
      data-testid="crash-screen"
      status="error"
      title={texts.title}
      subTitle={texts.subtitle}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      }
    >
      {contacts?.communityUrl && (
        <Typography.Paragraph style={centred}>
          <Typography.Link href={contacts.communityUrl} target="_blank" rel="noopener">
            {texts.community}
          </Typography.Link>
        </Typography.Paragraph>
      )}
      {contacts?.weComImg && (
        <figure style={{ ...centred, margin: '12px auto' }}>
          {/* biome-ignore lint/performance/noImgElement: an operator-supplied QR code, often an external URL */}
          <img src={contacts.weComImg} alt={texts.weComQr} width={140} height={140} />
          <figcaption>{texts.weComQr}</figcaption>
        </figure>
      )}
      {contacts?.supportEmail && (
        <Typography.Paragraph style={centred}>
          {texts.contact}{' '}
          <Typography.Link href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</Typography.Link>
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ ...centred, marginBottom: 0 }}>
        {texts.closing}
      </Typography.Paragraph>
    </Result>
  );
}
