// The inline scripts that start Google Analytics and Tag Manager. Their text is shared with the
// Content-Security-Policy, which allows exactly these scripts by their hash.

export function googleAnalyticsScript(analyticsId: string): string {
  return `window.gtag('js',new Date());window.gtag('config','${analyticsId}');`;
}

export function googleTagManagerScript(tagManagerId: string): string {
  return (
    `window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=document.createElement('script');s.async=true;` +
    `s.src='${googleTagManagerSource(tagManagerId)}';document.head.appendChild(s);`
  );
}

export const googleTagHost = 'https://www.googletagmanager.com';

export function googleAnalyticsSource(analyticsId: string): string {
  return `${googleTagHost}/gtag/js?id=${analyticsId}`;
}

function googleTagManagerSource(tagManagerId: string): string {
  return `${googleTagHost}/gtm.js?id=${tagManagerId}`;
}
