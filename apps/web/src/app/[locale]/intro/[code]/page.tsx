// /intro/{code}: translating documents into one language as read in one region — the engines this
// server has for it, the formats, what its script needs, and a translator with it preselected.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntroFlag } from '@/components/intro/IntroFlag';
import { introNames, registryLanguageOf, scriptNoteOf } from '@/components/intro/intro-language';
import { introOptionByCode, otherRegionsOf } from '@/components/intro/intro-options';
import { capitalised } from '@/components/landing/capitalised';
import { formatPages } from '@/components/landing/format-pages';
import { HowToSteps } from '@/components/landing/HowToSteps';
import styles from '@/components/landing/Landing.module.css';
import { LandingAction } from '@/components/landing/LandingAction';
import { LandingHero } from '@/components/landing/LandingHero';
import { LandingSection } from '@/components/landing/LandingSection';
import { LinkList } from '@/components/landing/LinkList';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { enginesForLanguage } from '@/server/engines-for-language';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale; code: string }> };

// Formats the translator takes today; images, audio, manga and arXiv links are still to come.
const translatableFormats = formatPages.filter(
  ({ slug }) => !['image', 'audio', 'manga', 'arxiv'].includes(slug),
);

// Rendered on first request with the server's variant and then cached, like every page (see the layout).
export function generateStaticParams() {
  return [];
}

async function introTexts(locale: Locale, code: string) {
  const option = introOptionByCode(code);
  if (!option) notFound();
  const [t, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'IntroPages' }),
    currentSite(),
  ]);
  const names = introNames(option, locale);
  const values = { language: names.regional, product: host.name };
  return { option, names, t, values };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, code } = await params;
  const { option, t, values } = await introTexts(locale, code);
  return publicPageMetadata({
    locale,
    href: `/intro/${option.code}`,
    title: t('title', values),
    description: t('subTitle', values),
  });
}

export default async function IntroPage({ params }: PageProps) {
  const { locale, code } = await params;
  setRequestLocale(locale);
  const { option, names, t, values } = await introTexts(locale, code);
  const language = registryLanguageOf(option);
  const tFormats = await getTranslations({ locale, namespace: 'FormatPages' });
  const engines = await enginesForLanguage(language.code);
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const sources = list.format(engines.offlineSources.map((source) => languageName.of(source) ?? source));
  const scriptNote = scriptNoteOf(language);
  const otherRegions = otherRegionsOf(option);
  return (
    <>
      <LandingHero
        badge={option.flag && <IntroFlag flag={option.flag} />}
        title={t('title', values)}
        subtitle={t('subTitle', values)}
        actions={
          <>
            <LandingAction
              primary
              href={getPathname({ href: { pathname: '/translate', query: { to: language.code } }, locale })}
              testId="translate-button"
            >
              {t('translateButton', values)}
            </LandingAction>
            <LandingAction href={getPathname({ href: '/demo', locale })}>{t('demoButton')}</LandingAction>
          </>
        }
      />
      <HowToSteps
        title={t('howTitle', values)}
        steps={[t('howStepUpload'), t('howStepChoose', values), t('howStepDownload', values)]}
      />
      <LandingSection title={t('enginesTitle', values)}>
        <p className={styles.paragraph}>
          {engines.offlineSources.length > 0
            ? t('offlineFrom', { ...values, sources })
            : t('offlineNone', values)}
        </p>
        <p className={styles.paragraph}>
          {engines.online.length > 0
            ? t('onlineEnabled', {
                ...values,
                engines: list.format(engines.online),
                count: engines.online.length,
              })
            : t('onlineNone')}
        </p>
      </LandingSection>
      <LandingSection title={t('scriptTitle', values)}>
        <p className={styles.paragraph}>{t(`script.${scriptNote}`, { ...values, script: names.script })}</p>
      </LandingSection>
      <LandingSection title={t('formatsTitle', values)}>
        <LinkList
          links={translatableFormats.map(({ slug }) => ({
            href: `/formats/${slug}`,
            label: capitalised(tFormats(`${slug}.name`), locale),
          }))}
        />
      </LandingSection>
      <LandingSection title={t('glossaryTitle')}>
        <p className={styles.paragraph}>{t('glossaryBody', values)}</p>
      </LandingSection>
      {otherRegions.length > 0 && (
        <LandingSection title={t('otherRegions', { language: names.language })}>
          <LinkList
            links={otherRegions.map((other) => ({
              href: `/intro/${other.code}`,
              label: capitalised(introNames(other, locale).regional, locale),
              icon: other.flag && <IntroFlag flag={other.flag} small />,
            }))}
          />
        </LandingSection>
      )}
    </>
  );
}
