// /translate: document translation for signed-in users.
import { languageByCode } from '@verso/core';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArxivTranslator } from '@/components/arxiv/ArxivTranslator';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { DemoFormatPicker } from '@/components/demo/DemoFormatPicker';
import { DocumentTranslator } from '@/components/documents/DocumentTranslator';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { demoFormatBySlug, hasDemo, isComingSoon } from '@/lib/demo-formats';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: Locale }> };
type TranslatePageProps = PageProps & {
  searchParams: Promise<{ to?: string | string[]; type?: string | string[] }>;
};

// SPEC §2's product lines of /translate?type=…, by the format page that says whether they are built yet.
const productLineFormats: Record<string, string> = { comics: 'manga', audio: 'audio', arxiv: 'arxiv' };

/** The demo format behind `?type=comics|audio|arxiv`; none for documents. */
function productLine(type: string | string[] | undefined) {
  return typeof type === 'string' ? demoFormatBySlug(productLineFormats[type]) : undefined;
}

/** A product line's own heading under `TranslateDocuments.productLines`; documents have the page's. */
function productLineHeading(slug: string | undefined) {
  if (slug === 'audio' || slug === 'arxiv') return slug;
  return slug === 'manga' ? 'comics' : undefined;
}

/** `?to=pt` (from an intro page) preselects the target language; anything the registry lacks is ignored. */
function targetFrom(to: string | string[] | undefined): string | undefined {
  return typeof to === 'string' ? languageByCode(to)?.code : undefined;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TranslateDocuments' });
  return publicPageMetadata({ locale, href: '/translate', title: t('title'), description: t('subtitle') });
}

export default async function TranslateDocumentsPage({ params, searchParams }: TranslatePageProps) {
  const { locale } = await params;
  const { to, type } = await searchParams;
  setRequestLocale(locale);
  const line = productLine(type);
  if (line && isComingSoon(line)) return <NotAvailableYet locale={locale} label={line.label} />;
  const t = await getTranslations({ locale, namespace: 'TranslateDocuments' });
  const heading = productLineHeading(line?.slug);
  return (
    <ClientMessages
      namespaces={['Auth', 'TranslateDocuments', 'Glossaries', 'FormatOptions', 'JobDetails', 'Languages']}
    >
      <ApiProvider>
        <RequireAuth>
          <PageHeading
            title={heading ? t(`productLines.${heading}.title`) : t('title')}
            subtitle={heading ? t(`productLines.${heading}.subtitle`) : t('subtitle')}
          />
          {heading === 'arxiv' ? (
            <ArxivTranslator initialTarget={targetFrom(to)} />
          ) : (
            // A product line's own files: comics take pictures, archives and scanned PDFs (read as
            // comics, page by page), audio recordings.
            <DocumentTranslator
              initialTarget={targetFrom(to)}
              only={
                line && hasDemo(line)
                  ? [...line.accept, ...(heading === 'comics' ? ['.pdf'] : [])]
                  : undefined
              }
              presetOptions={heading === 'comics' ? { comic: true } : undefined}
            />
          )}
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}

/** Says plainly that the product line is not available yet, and offers the formats that are. */
async function NotAvailableYet({ locale, label }: { locale: Locale; label: string }) {
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Demo' }), currentSite()]);
  return (
    <>
      <PageHeading
        title={t('comingSoonTitle', { format: label })}
        subtitle={t('formatSoonSubtitle', { format: label, product: host.name })}
      />
      <DemoFormatPicker />
    </>
  );
}
