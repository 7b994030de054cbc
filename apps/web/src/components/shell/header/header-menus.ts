// SPEC §2: which entries the header's menus hold for a variant, a host configuration and a user.
// Pure, so the per-variant rules are tested without a browser.
import type { Brand, HostConfig } from '@verso/brands';
import { formatPages } from '@/components/landing/format-pages';

export type MenuKey = 'products' | 'developer' | 'resources' | 'account';

export interface MenuEntry {
  /** Also the entry's message key in the Header catalogue namespace. */
  key: string;
  href: string;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
}

export interface HeaderMenu {
  key: MenuKey;
  entries: MenuEntry[];
}

const when = (condition: unknown, entry: MenuEntry): MenuEntry[] => (condition ? [entry] : []);

/**
 * A product line the translator cannot do yet (its format page is "coming soon") has no menu entry, so no
 * menu leads to a page that does not do what it says; the entry comes back with its format's page.
 */
const built = (slug: string): boolean => !formatPages.find((format) => format.slug === slug)?.comingSoon;

export function headerMenus(brand: Brand, host: HostConfig, user: { isAdmin: boolean } | null): HeaderMenu[] {
  const { features } = brand;
  const menus: HeaderMenu[] = [
    {
      key: 'products',
      entries: [
        { key: 'demo', href: '/demo' },
        ...when(features.translateText, { key: 'translateText', href: '/translateText' }),
        { key: 'translateDocuments', href: '/translate' },
        ...when(features.comics && built('manga'), { key: 'comics', href: '/translate?type=comics' }),
        ...when(features.audio && built('audio'), { key: 'audio', href: '/translate?type=audio' }),
        ...when(features.arxiv && built('arxiv'), { key: 'arxiv', href: '/translate?type=arxiv' }),
        ...when(host.converterUrl, { key: 'converter', href: host.converterUrl ?? '', external: true }),
      ],
    },
    {
      key: 'developer',
      entries: [
        { key: 'apiRegistration', href: '/developer/v1/register' },
        { key: 'developerHub', href: '/developer/hub' },
      ],
    },
    {
      key: 'resources',
      entries: [
        ...when(features.pricing, { key: 'pricing', href: '/pricing' }),
        ...when(features.blog, { key: 'blog', href: '/blog' }),
        ...when(host.communityUrl, { key: 'community', href: host.communityUrl ?? '', external: true }),
        ...when(features.contactBusiness, { key: 'contactBusiness', href: '/contact-business' }),
      ],
    },
    {
      key: 'account',
      entries: [
        { key: 'history', href: '/my/history' },
        { key: 'organization', href: '/organization/home' },
        ...when(user?.isAdmin, { key: 'admin', href: '/admin/dashboard' }),
      ],
    },
  ];
  return menus.filter((menu) => menu.entries.length > 0);
}
