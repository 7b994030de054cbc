// The shape of one brand variant (SPEC §3 "Variant configuration"): everything that differs between
// the sites sold from this one code base.

export const platforms = ['verso-best', 'o-translator', 'dl-translator', 'shangyi-translator'] as const;
export type Platform = (typeof platforms)[number];

export type AuthMethod = 'google' | 'email' | 'wechat';
export type PayMethod = 'card' | 'alipay' | 'wechat_pay' | 'all' | 'wechat_pay_direct' | 'alipay_direct';
export type Currency = 'USD' | 'CNY';

/** What a buyer pays (`price`, in the brand's currency) and gets; `originalCredits` is the amount before a bonus. */
export interface CreditPackage {
  price: number;
  credits: number;
  originalCredits?: number;
}

/** An image in its two versions: `light` for light backgrounds, `dark` for dark ones. */
export interface ThemedImage {
  light: string;
  dark: string;
}

export interface Organization {
  legalName: string;
  /** The postal address as written on an envelope, line by line: countries order its parts differently. */
  address: readonly string[];
}

export interface ExternalLink {
  name: string;
  url: string;
}

/** The parts of the site a variant offers; the header and footer show only these (SPEC §2). */
export interface BrandFeatures {
  translateText: boolean;
  comics: boolean;
  audio: boolean;
  arxiv: boolean;
  /**
   * The Products menu links to a file-converter site, in a new tab, when the operator names one
   * (CONVERTER_URL, the host configuration's `converterUrl`).
   */
  converter: boolean;
  pricing: boolean;
  blog: boolean;
  contactBusiness: boolean;
  enterprise: boolean;
}

/**
 * A page's title and description as search engines show them. A description may say how many languages
 * the site translates as `{languages}`: the count of those its engines serve, filled in by `seoFor`.
 */
export interface SeoText {
  title: string;
  description: string;
}

/** The SEO text in other interface languages, by locale code (`de`, `zh-HK`, …). */
export type SeoTranslations = Readonly<Partial<Record<string, SeoText>>>;

/**
 * The variant's own title and description for search engines, written in `locale`, with translations
 * for the other interface languages; a language without one shows the variant's own text.
 */
export interface BrandSeo extends SeoText {
  locale: string;
  translations: SeoTranslations;
}

export interface BrandTheme {
  primary: string;
  /** A deeper shade of the primary, for hover states and dark surfaces. */
  primaryDark: string;
  /** The footer's background. */
  surfaceDark: string;
}

export interface Brand {
  platform: Platform;
  name: string;
  alternateNames: readonly string[];
  companyName: string;
  url: string;
  organization: Organization;
  support: { email: string };
  communityUrl?: string;
  blogUrl?: string;
  /** Tool directories that list the product, linked from the footer. */
  listings: readonly ExternalLink[];
  logo: { mark: ThemedImage; withName: ThemedImage };
  favicon: string;
  copyright: string;
  currency: Currency;
  authMethods: readonly AuthMethod[];
  payMethods: readonly PayMethod[];
  creditPackages: readonly CreditPackage[];
  theme: BrandTheme;
  seo: BrandSeo;
  features: BrandFeatures;
  /** China's ICP licence number, which a site hosted there must show. */
  icpNumber?: string;
  /** QR code of the messenger (WeCom) account support answers on. */
  messengerContactImage?: string;
}

/** Where a variant's logo files live under `apps/web/public`. */
export function brandAssets(platform: Platform) {
  const base = `/brands/${platform}`;
  return {
    logo: {
      mark: { light: `${base}/mark-light.svg`, dark: `${base}/mark-dark.svg` },
      withName: { light: `${base}/logo-light.svg`, dark: `${base}/logo-dark.svg` },
    },
    favicon: `${base}/mark-light.svg`,
  };
}

/** The AI-tool directories an international variant is listed in, under its platform id. */
export function directoryListings(platform: Platform): Brand['listings'] {
  return [
    { name: "There's An AI For That", url: `https://theresanaiforthat.com/ai/${platform}/` },
    { name: 'Toolify', url: `https://www.toolify.ai/tool/${platform}` },
  ];
}

/**
 * The variant's SEO title and description in an interface language, with `servedLanguages` (how many
 * languages the configured engines serve) in place of `{languages}`.
 */
export function seoFor(brand: Brand, locale: string, servedLanguages: number): SeoText {
  const own = { title: brand.seo.title, description: brand.seo.description };
  const { title, description } = locale === brand.seo.locale ? own : (brand.seo.translations[locale] ?? own);
  return { title, description: description.replaceAll('{languages}', String(servedLanguages)) };
}

/** A package's id in orders and on the buy button: its credits, which no two packages of a brand share. */
export function creditPackageId(pack: CreditPackage): string {
  return `credits-${pack.credits}`;
}

/** The brand's package with this id, if it sells one. */
export function findCreditPackage(brand: Brand, id: string): CreditPackage | undefined {
  return brand.creditPackages.find((pack) => creditPackageId(pack) === id);
}

/** A price in the currency's smallest unit (cents, fen): both currencies have two decimals. */
export function priceInMinorUnits(price: number): number {
  return Math.round(price * 100);
}
