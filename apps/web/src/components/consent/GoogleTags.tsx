// Google Analytics / Tag Manager, only when the operator set their ids (GOOGLE_ANALYTICS_ID,
// GOOGLE_TAG_MANAGER_ID). The consent-mode defaults they read are set earlier, by ConsentHeadScript.
import Script from 'next/script';

interface GoogleTagsProps {
  analyticsId: string | undefined;
  tagManagerId: string | undefined;
}

export function GoogleTags({ analyticsId, tagManagerId }: GoogleTagsProps) {
  return (
    <>
      {analyticsId && (
        <>
          <Script
            src={`https://www.googletagmanager.com/gtag/js?id=${analyticsId}`}
            strategy="afterInteractive"
          />
          <Script id="google-analytics" strategy="afterInteractive">
            {`window.gtag('js',new Date());window.gtag('config','${analyticsId}');`}
          </Script>
        </>
      )}
      {tagManagerId && (
        <Script id="google-tag-manager" strategy="afterInteractive">
          {`window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
            `var s=document.createElement('script');s.async=true;` +
            `s.src='https://www.googletagmanager.com/gtm.js?id=${tagManagerId}';document.head.appendChild(s);`}
        </Script>
      )}
    </>
  );
}
