// /developer/hub: the REST API v1 documentation of this installation, public.
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeveloperHub } from '@/components/developer/DeveloperHub';
import { PageHeading } from '@/components/shell/PageHeading';
import type { Locale } from '@/i18n/routing';
import { siteOrigin } from '@/server/http/site-url';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'DeveloperHub' });
  return publicPageMetadata({
    locale,
    href: '/developer/hub',
    title: t('title'),
    description: t('subtitle'),
  });
}

export default async function DeveloperHubPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'DeveloperHub' });
  // The base URL is the installation's own (PUBLIC_URL), read when the server starts (pages render at run
  // time and are cached for every visitor, see the layout).
  const { config } = await getServices();
  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <DeveloperHub
        baseUrl={siteOrigin(config)}
        locale={locale}
        webhookRetrySeconds={config.webhooks.retryBaseMs / 1000}
      />
    </>
  );
}
