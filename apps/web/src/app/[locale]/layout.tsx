// The root layout of every page: <html> in the request's locale, antd's style registry and the providers.
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { loadConfig } from '@verso/services/config';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { GoogleTags } from '@/components/consent/GoogleTags';
import { AppProviders } from '@/components/providers/AppProviders';
import { AppFrame } from '@/components/shell/AppFrame';
import { WebviewBridge } from '@/components/webview/WebviewBridge';
import { routing, textDirection } from '@/i18n/routing';
import './globals.css';

// SPEC §2: pinch zoom from 1× to 5×.
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  minimumScale: 1,
  maximumScale: 5,
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return { title: { default: t('title'), template: `%s · Verso` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const direction = textDirection(locale);
  const { googleTags } = loadConfig();
  return (
    <html lang={locale} dir={direction}>
      <body>
        <GoogleTags analyticsId={googleTags.analyticsId} tagManagerId={googleTags.tagManagerId} />
        <NextIntlClientProvider>
          <AntdRegistry>
            <AppProviders direction={direction}>
              <AppFrame>{children}</AppFrame>
              <ConsentBanner />
              <WebviewBridge />
            </AppProviders>
          </AntdRegistry>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
