// Home: what the product does with a drop zone to start, the formats and languages, how it works, its
// output shown by real before/after pictures, and the questions people ask first.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormatsSection } from '@/components/home/FormatsSection';
import { HomeFaq } from '@/components/home/HomeFaq';
import { HomeHero } from '@/components/home/HomeHero';
import { LanguagesSection } from '@/components/home/LanguagesSection';
import { OutputComparison } from '@/components/home/OutputComparison';
import { HowToSteps } from '@/components/landing/HowToSteps';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Meta' }), currentSite()]);
  const title = t('title', { name: host.name });
  const metadata = await publicPageMetadata({ locale, href: '/', title, description: t('description') });
  // The site's own name is already in this title: the layout's "… · name" template would repeat it.
  return { ...metadata, title: { absolute: title } };
}

export default async function HomePage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [site, t] = await Promise.all([currentSite(), getTranslations({ locale, namespace: 'Home.how' })]);
  return (
    <>
      <HomeHero site={site} />
      <FormatsSection />
      <LanguagesSection productName={site.host.name} />
      <HowToSteps title={t('title')} steps={[t('upload'), t('choose'), t('price'), t('download')]} />
      <OutputComparison productName={site.host.name} />
      <HomeFaq />
    </>
  );
}
