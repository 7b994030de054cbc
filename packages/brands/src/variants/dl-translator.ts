// DL Translator: O.Translator's sibling brand, with the same products and packages and its own look.
import { type Brand, brandAssets } from '../brand';
import { dlTranslatorSeo } from '../seo/dl-translator';
import { internationalCreditPackages } from './international-credit-packages';

export const dlTranslator: Brand = {
  platform: 'dl-translator',
  name: 'DL Translator',
  alternateNames: ['DLTranslator', 'Doc Lingo Translator', 'dl-translator'],
  companyName: 'DocLingo Labs Inc.',
  url: 'https://dl-translator.example',
  organization: {
    legalName: 'DocLingo Labs Inc.',
    address: ['548 Market Street', 'San Francisco, CA 94104', 'United States'],
  },
  support: { email: 'help@dl-translator.example' },
  communityUrl: 'https://discord.gg/dl-translator',
  blogUrl: 'https://dl-translator.example/blog',
  listings: [
    { name: "There's An AI For That", url: 'https://theresanaiforthat.com/ai/dl-translator/' },
    { name: 'Toolify', url: 'https://www.toolify.ai/tool/dl-translator' },
  ],
  ...brandAssets('dl-translator'),
  copyright: 'DocLingo Labs Inc.',
  currency: 'USD',
  authMethods: ['google', 'email'],
  payMethods: ['card', 'alipay', 'wechat_pay', 'all'],
  creditPackages: internationalCreditPackages,
  theme: { primary: '#0c8f7a', primaryDark: '#086b5b', surfaceDark: '#10211e' },
  seo: {
    title: 'DL Translator — document translation that keeps the layout',
    description:
      'Translate documents, comics, audio and research papers into dozens of languages in minutes.',
    locale: 'en',
    translations: dlTranslatorSeo,
  },
  features: {
    translateText: true,
    comics: true,
    audio: true,
    arxiv: true,
    converterUrl: 'https://convert.dl-translator.example',
    pricing: true,
    blog: true,
    contactBusiness: true,
    enterprise: true,
  },
};
