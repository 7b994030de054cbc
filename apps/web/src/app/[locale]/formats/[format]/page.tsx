// /formats/{format}: what Verso does with one file format, how to translate it, and its demo.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { capitalised } from '@/components/landing/capitalised';
import { FeaturePoints } from '@/components/landing/FeaturePoints';
import { FormatGuides } from '@/components/landing/FormatGuides';
import { formatPageBySlug, formatPages } from '@/components/landing/format-pages';
import { HowToSteps } from '@/components/landing/HowToSteps';
import { LandingAction } from '@/components/landing/LandingAction';
import { LandingHero } from '@/components/landing/LandingHero';
import { LandingSection } from '@/components/landing/LandingSection';
import { LinkList } from '@/components/landing/LinkList';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatGuides } from '@/server/blog/blog-lists';
import { siteArticles } from '@/server/blog/site-blog';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale; format: string }> };

// Rendered on first request with the server's variant and then cached, like every page (see the layout).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, format } = await params;
  if (!formatPageBySlug(format)) return {};
  const [t, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'FormatPages' }),
    currentSite(),
  ]);
  return publicPageMetadata({
    locale,
    href: `/formats/${format}`,
    title: t(`${format}.title`),
    description: t(`${format}.subtitle`, { product: host.name }),
  });
}

export default async function FormatLandingPage({ params }: PageProps) {
  const { locale, format } = await params;
  const page = formatPageBySlug(format);
  if (!page) notFound();
  setRequestLocale(locale);
  const [t, tDemo, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'FormatPages' }),
    getTranslations({ locale, namespace: 'Demo' }),
    currentSite(),
  ]);
  const name = t(`${page.slug}.name`);
  const product = { product: host.name };
  return (
    <>
      <LandingHero
        title={t(`${page.slug}.title`)}
        subtitle={t(`${page.slug}.subtitle`, product)}
        notice={page.comingSoon && tDemo('comingSoonTitle', { format: page.label })}
        actions={
          <>
            <LandingAction
              primary
              href={getPathname({ href: `/demo/${page.slug}`, locale })}
              testId="demo-button"
            >
              {t('common.demoButton', { format: name })}
            </LandingAction>
            <LandingAction
              href={getPathname({ href: page.translateAt ?? '/translate', locale })}
              testId="translate-button"
            >
              {t('common.translateButton')}
            </LandingAction>
          </>
        }
      />
      <HowToSteps
        title={t(`${page.slug}.howTitle`)}
        steps={[
          t('common.howStepUpload', { format: name }),
          t('common.howStepChoose'),
          t('common.howStepDownload'),
        ]}
      />
      {page.features.length > 0 && (
        <FeaturePoints
          title={t('common.featuresTitle', { ...product, format: name })}
          points={page.features.map((key) => ({
            title: t(`${page.slug}.features.${key}.title`),
            body: t(`${page.slug}.features.${key}.body`, product),
          }))}
        />
      )}
      <FormatGuides title={t('common.guidesTitle')} articles={formatGuides(siteArticles(), page.slug)} />
      <LandingSection title={t('common.otherFormats')}>
        <LinkList
          links={formatPages
            .filter((other) => other !== page)
            .map((other) => ({
              href: `/formats/${other.slug}`,
              label: capitalised(t(`${other.slug}.name`), locale),
            }))}
        />
      </LandingSection>
    </>
  );
}
