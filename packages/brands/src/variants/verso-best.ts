// The default variant (SPEC's {product}-best): document translation that keeps the layout, card payments.
import { type Brand, brandAssets, directoryListings } from '../brand';
import { versoBestSeo } from '../seo/verso-best';

export const versoBest: Brand = {
  platform: 'verso-best',
  name: 'Verso',
  alternateNames: ['Verso Best', 'verso.best', 'Verso Document Translator'],
  companyName: 'Verso Project',
  url: 'https://verso.best',
  organization: {
    legalName: 'Verso Project e.V.',
    address: ['Oranienstraße 185', '10999 Berlin', 'Germany'],
  },
  support: { email: 'support@verso.best' },
  communityUrl: 'https://discord.gg/verso-best',
  listings: directoryListings('verso-best'),
  ...brandAssets('verso-best'),
  copyright: 'Verso Project',
  currency: 'USD',
  authMethods: ['google', 'email'],
  payMethods: ['card'],
  creditPackages: [
    { price: 10, credits: 40 },
    { price: 700, credits: 3080, originalCredits: 2800 },
    { price: 1200, credits: 5400, originalCredits: 4800 },
  ],
  theme: { primary: '#3a5bdc', primaryDark: '#2a44b0', surfaceDark: '#141a2e' },
  seo: {
    title: 'Verso — translate documents and keep their format',
    description:
      'Translate PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT and images into {languages} languages with the layout intact.',
    locale: 'en',
    translations: versoBestSeo,
  },
  features: {
    translateText: false,
    comics: false,
    audio: false,
    arxiv: false,
    converter: false,
    pricing: false,
    blog: false,
    contactBusiness: false,
    enterprise: false,
  },
};
