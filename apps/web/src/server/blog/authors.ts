// Who wrote an article: people the blog knows have a name and an avatar; an article without a known
// author is signed by the brand, as SPEC §3 asks.
import type { Platform } from '@verso/services';
import type { Author } from './article';

export const knownAuthors: Readonly<Record<string, Author>> = {
  'Lucía Ferrer': { name: 'Lucía Ferrer', avatar: '/blog/authors/lucia-ferrer.png' },
  'Tomás Berg': { name: 'Tomás Berg', avatar: '/blog/authors/tomas-berg.png' },
  'Amira Haddad': { name: 'Amira Haddad', avatar: '/blog/authors/amira-haddad.png' },
};

export const brandAuthors: Readonly<Record<Platform, Author>> = {
  'verso-best': { name: 'The Verso team', avatar: '/blog/authors/verso-best.png' },
  'o-translator': { name: 'The O.Translator team', avatar: '/blog/authors/o-translator.png' },
  'dl-translator': { name: 'The DL Translator team', avatar: '/blog/authors/dl-translator.png' },
  'shangyi-translator': { name: 'The Shangyi team', avatar: '/blog/authors/shangyi-translator.png' },
};

export function authorOf(name: string | undefined, platform: Platform): Author {
  return (name && knownAuthors[name]) || brandAuthors[platform];
}
