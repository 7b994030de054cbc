// DL Translator: O.Translator's sibling brand, with the same products and packages and its own look.
import type { Brand } from '../brand';
import { dlTranslatorSeo } from '../seo/dl-translator';
import { internationalProduct } from './international-product';

export const dlTranslator: Brand = {
  ...internationalProduct('dl-translator'),
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
  copyright: 'DocLingo Labs Inc.',
  theme: { primary: '#0c8f7a', primaryDark: '#086b5b', surfaceDark: '#10211e' },
  seo: {
    title: 'DL Translator — document translation that keeps the layout',
    description:
      'Translate documents, comics, audio and research papers into dozens of languages in minutes.',
    locale: 'en',
    translations: dlTranslatorSeo,
  },
};
