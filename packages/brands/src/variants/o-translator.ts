// O.Translator: the office-document translator, with the full product range, a blog and enterprise sales.
import type { Brand } from '../brand';
import { oTranslatorSeo } from '../seo/o-translator';
import { internationalProduct } from './international-product';

export const oTranslator: Brand = {
  ...internationalProduct('o-translator'),
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
  copyright: 'O.Translator Ltd',
  theme: { primary: '#e8590c', primaryDark: '#b8440a', surfaceDark: '#221a14' },
  seo: {
    title: 'O.Translator — translate office documents with AI',
    description:
      'Translate Word, Excel, PowerPoint, PDF, comics, audio and arXiv papers while keeping every format.',
    locale: 'en',
    translations: oTranslatorSeo,
  },
};
