// A legal document as this installation and the reader's locale make it: the source in that locale
// (or English), filled with this site's values. Sources are read once per process; they ship with a release.
import { getServices } from '@verso/services';
import { getTranslations } from 'next-intl/server';
import { currentSite } from '@/server/current-site';
import { type LegalDocument, type LegalSource, readLegalSource, renderLegalDocument } from './legal-document';
import { legalValues } from './legal-values';

const sources = new Map<string, LegalSource>();

function cachedSource(document: LegalDocument, locale: string): LegalSource {
  const key = `${locale}/${document}`;
  let source = sources.get(key);
  if (!source) {
    source = readLegalSource(document, locale);
    sources.set(key, source);
  }
  return source;
}

export async function legalPage(document: LegalDocument, locale: string) {
  const [site, { config }, t] = await Promise.all([
    currentSite(),
    getServices(),
    getTranslations({ locale, namespace: 'Legal' }),
  ]);
  const values = legalValues(site, config, locale, {
    signInMethod: (method) => t(`signInMethods.${method}`),
    payMethod: (method) => t(`payMethods.${method}`),
  });
  return { site, ...renderLegalDocument(cachedSource(document, locale), values) };
}
