// How many languages this installation translates, as page text and search-engine descriptions state it:
// those the configured engines serve (not every language Verso knows), and of them those served offline.
import { type SeoText, seoFor } from '@verso/brands';
import { getServices, isServed } from '@verso/services';
import { currentSite } from './current-site';

export interface ServedCounts {
  /** Languages some engine here translates from or into. */
  served: number;
  /** Languages an engine on this machine (Apertium) translates from or into. */
  offline: number;
}

export async function servedLanguageCounts(): Promise<ServedCounts> {
  const languages = await (await getServices()).engines.languages();
  return {
    served: languages.filter(isServed).length,
    offline: languages.filter((language) => language.offline).length,
  };
}

/** The variant's SEO title and description in `locale`, stating the served count. */
export async function siteSeo(locale: string): Promise<SeoText> {
  const [{ brand }, { served }] = await Promise.all([currentSite(), servedLanguageCounts()]);
  return seoFor(brand, locale, served);
}
