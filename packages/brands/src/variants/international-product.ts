// SPEC §9: O.Translator and DL Translator are one product sold under two names. Everything but their
// identity (name, company, address, colours, SEO copy) is defined here once: the products, the USD
// packages (bigger packages carry a bigger bonus), the sign-in and pay methods, the directory listings.
import { type Brand, brandAssets, directoryListings } from '../brand';

export type InternationalPlatform = 'o-translator' | 'dl-translator';

const internationalCreditPackages: Brand['creditPackages'] = [
  { price: 5, credits: 48, originalCredits: 40 },
  { price: 15, credits: 168, originalCredits: 120 },
  { price: 60, credits: 720, originalCredits: 480 },
  { price: 500, credits: 6400, originalCredits: 4000 },
  { price: 1500, credits: 20400, originalCredits: 12000 },
  { price: 6000, credits: 86400, originalCredits: 48000 },
];

/** The parts of an international variant that do not depend on its name. */
export function internationalProduct(platform: InternationalPlatform) {
  return {
    listings: directoryListings(platform),
    ...brandAssets(platform),
    currency: 'USD',
    authMethods: ['google', 'email'],
    payMethods: ['card', 'alipay', 'wechat_pay', 'all'],
    creditPackages: internationalCreditPackages,
    features: {
      translateText: true,
      comics: true,
      audio: true,
      arxiv: true,
      converter: true,
      pricing: true,
      blog: true,
      contactBusiness: true,
      enterprise: true,
    },
  } satisfies Partial<Brand>;
}
