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
import { servedLanguageCounts, siteSeo } from '@/server/served-languages';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { title, description } = await siteSeo(locale);
  const metadata = await publicPageMetadata({ locale, href: '/', title, description });
  // The variant's SEO title names the site already: the layout's "… · name" template would repeat it.
  return { ...metadata, title: { absolute: title } };
}

export default async function HomePage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [site, t, counts] = await Promise.all([
    currentSite(),
    getTranslations({ locale, namespace: 'Home.how' }),
    servedLanguageCounts(),
  ]);
  return (
    <>
      <HomeHero site={site} />
      <FormatsSection />
      <LanguagesSection productName={site.host.name} count={counts.served} />
      <HowToSteps title={t('title')} steps={[t('upload'), t('choose'), t('price'), t('download')]} />
      <OutputComparison productName={site.host.name} />
      <HomeFaq productName={site.host.name} offlineLanguages={counts.offline} />
    </>
  );
}
