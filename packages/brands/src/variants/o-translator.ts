// O.Translator: the office-document translator, with the full product range, a blog and enterprise sales.
import { type Brand, brandAssets } from '../brand';
import { oTranslatorSeo } from '../seo/o-translator';
import { internationalCreditPackages } from './international-credit-packages';

export const oTranslator: Brand = {
  platform: 'o-translator',
  name: 'O.Translator',
  alternateNames: ['O Translator', 'OTranslator', 'o-translator'],
  companyName: 'O.Translator Ltd',
  url: 'https://o-translator.example',
  organization: {
    legalName: 'O.Translator Ltd',
    address: ['20-22 Wenlock Road', 'London N1 7GU', 'United Kingdom'],
  },
  support: { email: 'support@o-translator.example' },
  communityUrl: 'https://discord.gg/o-translator',
  blogUrl: 'https://o-translator.example/blog',
  listings: [
    { name: "There's An AI For That", url: 'https://theresanaiforthat.com/ai/o-translator/' },
    { name: 'Toolify', url: 'https://www.toolify.ai/tool/o-translator' },
  ],
  ...brandAssets('o-translator'),
  copyright: 'O.Translator Ltd',
  currency: 'USD',
  authMethods: ['google', 'email'],
  payMethods: ['card', 'alipay', 'wechat_pay', 'all'],
  creditPackages: internationalCreditPackages,
  theme: { primary: '#e8590c', primaryDark: '#b8440a', surfaceDark: '#221a14' },
  seo: {
    title: 'O.Translator — translate office documents with AI',
    description:
      'Translate Word, Excel, PowerPoint, PDF, comics, audio and arXiv papers while keeping every format.',
    locale: 'en',
    translations: oTranslatorSeo,
  },
  features: {
    translateText: true,
    comics: true,
    audio: true,
    arxiv: true,
    converterUrl: 'https://convert.o-translator.example',
    pricing: true,
    blog: true,
    contactBusiness: true,
    enterprise: true,
  },
};
