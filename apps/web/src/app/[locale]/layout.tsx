// The root layout of every page: <html> in the request's locale, the providers and the frame. Not antd:
// the pages drawing antd components get it from their own layouts (AntdPage).
import { getServices } from '@verso/services';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { ConsentHeadScript } from '@/components/consent/ConsentHeadScript';
import { GoogleTags } from '@/components/consent/GoogleTags';
import { PageCrashBoundary } from '@/components/crash/PageCrashBoundary';
import { AppProviders } from '@/components/providers/AppProviders';
import { siteColourVariables } from '@/components/providers/site-colours';
import { AppFrame } from '@/components/shell/AppFrame';
import { shellNamespaces } from '@/components/shell/shell-namespaces';
import { SiteProvider } from '@/components/site/SiteProvider';
import { WebviewBridge } from '@/components/webview/WebviewBridge';
import { LazyWechatShare } from '@/components/wechat/LazyWechatShare';
import { pickMessages } from '@/i18n/pick-messages';
import { routing, textDirection } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { siteSeo } from '@/server/served-languages';
import './globals.css';

// SPEC §2: pinch zoom from 1× to 5×.
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  minimumScale: 1,
  maximumScale: 5,
};

// Nothing is prerendered at build time, which would bake the build's PLATFORM into the pages: each page is
// rendered on its first request with the server's own variant, then served from the cache.
export function generateStaticParams() {
  return [];
}

// Cached pages are rebuilt in the background at most every five minutes, so engines installed or enabled
// while the server runs show up on the landing pages.
export const revalidate = 300;

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

// The variant's SEO title and description in the page's language are the default of every page that has
// none of its own; each page's title is then followed by the site's name.
export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const [{ brand, host }, seo] = await Promise.all([currentSite(), siteSeo(locale)]);
  return {
    title: { default: seo.title, template: `%s · ${host.name}` },
    description: seo.description,
    applicationName: host.name,
    icons: { icon: host.favicon },
    openGraph: { siteName: host.name, title: seo.title, description: seo.description, url: brand.url },
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const direction = textDirection(locale);
  const site = await currentSite();
  const { config } = await getServices();
  // Without a messages prop next-intl would send the whole catalogue, mostly read by server components,
  // inside every page: the browser gets the shell's namespaces here and each page's own in <ClientMessages>.
  const shellMessages = pickMessages(await getMessages(), shellNamespaces);
  return (
    // The head script marks <html> before React hydrates it, hence suppressHydrationWarning.
    <html lang={locale} dir={direction} suppressHydrationWarning>
      <head>
        <ConsentHeadScript />
      </head>
      <body style={siteColourVariables(site.host.antdTheme)}>
        <GoogleTags analyticsId={site.host.googleAnalysis} tagManagerId={config.googleTagManagerId} />
        <NextIntlClientProvider messages={shellMessages}>
          <SiteProvider site={site}>
            <AppProviders>
              <AppFrame>
                <PageCrashBoundary>{children}</PageCrashBoundary>
              </AppFrame>
              <ConsentBanner />
              <WebviewBridge />
              {site.brand.platform === 'shangyi-translator' && <LazyWechatShare />}
            </AppProviders>
          </SiteProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
