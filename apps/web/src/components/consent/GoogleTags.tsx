// Google Analytics / Tag Manager, only when the operator set their ids (GOOGLE_ANALYTICS_ID,
// GOOGLE_TAG_MANAGER_ID). The consent-mode defaults they read are set earlier, by ConsentHeadScript.
import Script from 'next/script';
import { googleAnalyticsScript, googleAnalyticsSource, googleTagManagerScript } from './google-tag-scripts';

interface GoogleTagsProps {
  analyticsId: string | undefined;
  tagManagerId: string | undefined;
}

export function GoogleTags({ analyticsId, tagManagerId }: GoogleTagsProps) {
  return (
    <>
      {analyticsId && (
        <>
          <Script src={googleAnalyticsSource(analyticsId)} strategy="afterInteractive" />
          <Script id="google-analytics" strategy="afterInteractive">
            {googleAnalyticsScript(analyticsId)}
          </Script>
        </>
      )}
      {tagManagerId && (
        <Script id="google-tag-manager" strategy="afterInteractive">
          {googleTagManagerScript(tagManagerId)}
        </Script>
      )}
    </>
  );
}
