// The variants carry exactly the business constants of SPEC §9 and the per-variant rules of §2 and §6.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFor, brands, hostConfigFor, platforms, seoFor } from './index';

const publicDir = join(import.meta.dirname, '../../../apps/web/public');
const table = (platform: (typeof platforms)[number]) =>
  brandFor(platform).creditPackages.map(({ price, credits, originalCredits }) => [
    price,
    credits,
    originalCredits,
  ]);

describe('credit packages (SPEC §9)', () => {
  it.each(['o-translator', 'dl-translator'] as const)(
    '%s sells the six USD packages with their bonus',
    (p) => {
      expect(brandFor(p).currency).toBe('USD');
      expect(table(p)).toEqual([
        [5, 48, 40],
        [15, 168, 120],
        [60, 720, 480],
        [500, 6400, 4000],
        [1500, 20400, 12000],
        [6000, 86400, 48000],
      ]);
    },
  );

  it('the document variant sells three USD packages', () => {
    expect(brandFor('verso-best').currency).toBe('USD');
    expect(table('verso-best')).toEqual([
      [10, 40, undefined],
      [700, 3080, 2800],
      [1200, 5400, 4800],
    ]);
  });

  it('the Chinese variant sells six CNY packages', () => {
    expect(brandFor('shangyi-translator').currency).toBe('CNY');
    expect(table('shangyi-translator')).toEqual([
      [35, 48, undefined],
      [105, 168, undefined],
      [420, 720, undefined],
      [3500, 6400, undefined],
      [10500, 20400, undefined],
      [42000, 86400, undefined],
    ]);
  });
});

describe('pay and sign-in methods (SPEC §6, §9)', () => {
  it.each([
    ['o-translator', ['card', 'alipay', 'wechat_pay', 'all'], ['google', 'email']],
    ['dl-translator', ['card', 'alipay', 'wechat_pay', 'all'], ['google', 'email']],
    ['verso-best', ['card'], ['google', 'email']],
    ['shangyi-translator', ['wechat_pay_direct', 'alipay_direct'], ['wechat', 'email']],
  ] as const)('%s', (platform, pay, auth) => {
    expect(brandFor(platform).payMethods).toEqual(pay);
    expect(brandFor(platform).authMethods).toEqual(auth);
  });
});

describe('the variants', () => {
  it('exist for every platform, each under its own id', () => {
    expect(Object.keys(brands).sort()).toEqual([...platforms].sort());
    for (const platform of platforms) expect(brandFor(platform).platform).toBe(platform);
  });

  it('each have their own primary colour', () => {
    const primaries = platforms.map((p) => brandFor(p).theme.primary.toLowerCase());
    expect(new Set(primaries).size).toBe(platforms.length);
  });

  it('only the Chinese variant has an ICP number and a messenger QR code', () => {
    for (const platform of platforms) {
      const chinese = platform === 'shangyi-translator';
      expect(Boolean(brandFor(platform).icpNumber)).toBe(chinese);
      expect(Boolean(brandFor(platform).messengerContactImage)).toBe(chinese);
    }
  });

  it('ship every image they point to', () => {
    for (const brand of Object.values(brands)) {
      const images = [
        brand.logo.mark.light,
        brand.logo.mark.dark,
        brand.logo.withName.light,
        brand.logo.withName.dark,
        brand.favicon,
        ...(brand.messengerContactImage ? [brand.messengerContactImage] : []),
      ];
      for (const image of images) expect(existsSync(join(publicDir, image)), image).toBe(true);
    }
  });
});

describe('SEO title and description (SPEC §3)', () => {
  // The interface languages of apps/web/src/i18n/routing.ts.
  const interfaceLanguages = 31;

  it.each(platforms)('%s has its own text in every interface language, naming itself', (platform) => {
    const brand = brandFor(platform);
    const languages = [brand.seo.locale, ...Object.keys(brand.seo.translations)];
    expect(new Set(languages).size).toBe(interfaceLanguages);
    for (const locale of languages) {
      const { title, description } = seoFor(brand, locale, 12);
      expect(title, locale).toContain(brand.name);
      expect(description.length, locale).toBeGreaterThan(20);
      for (const other of platforms.filter((each) => each !== platform))
        expect(`${title} ${description}`, locale).not.toContain(brandFor(other).name);
    }
  });

  it('differs between variants, and falls back to the variant’s own text in a language it lacks', () => {
    const descriptions = platforms.map((platform) => seoFor(brandFor(platform), 'de', 12).description);
    expect(new Set(descriptions).size).toBe(platforms.length);
    expect(seoFor(brandFor('verso-best'), 'tlh', 12)).toEqual({
      title: brandFor('verso-best').seo.title,
      description: brandFor('verso-best').seo.description.replace('{languages}', '12'),
    });
    expect(seoFor(brandFor('shangyi-translator'), 'zh', 12).title).toBe('商译 — 保留格式的文档翻译');
  });

  it('states the languages the engines serve where a description counts them, in every language', () => {
    const brand = brandFor('verso-best');
    for (const locale of [brand.seo.locale, ...Object.keys(brand.seo.translations)]) {
      const { description } = seoFor(brand, locale, 12);
      expect(description, locale).toContain('12');
      expect(description, locale).not.toMatch(/58|\{languages\}/);
    }
  });
});

describe('host configuration', () => {
  it('comes from the variant', () => {
    const host = hostConfigFor(brandFor('dl-translator'));
    expect(host).toMatchObject({
      name: 'DL Translator',
      platform: 'dl-translator',
      supportEmail: 'help@dl-translator.example',
      logoWithName: {
        light: '/brands/dl-translator/logo-light.svg',
        dark: '/brands/dl-translator/logo-dark.svg',
      },
      antdTheme: { token: { colorPrimary: '#0c8f7a' } },
    });
    expect(host.weComImg).toBeUndefined();
  });

  it('takes each field the operator sets instead', () => {
    const host = hostConfigFor(brandFor('verso-best'), {
      name: 'Acme Docs',
      communityUrl: 'https://chat.acme.test',
      supportEmail: 'help@acme.test',
      primaryColor: '#112233',
      logoWithNameLight: 'https://cdn.acme.test/logo.svg',
    });
    expect(host).toMatchObject({
      name: 'Acme Docs',
      logoName: 'Acme Docs',
      communityUrl: 'https://chat.acme.test',
      supportEmail: 'help@acme.test',
      antdTheme: { token: { colorPrimary: '#112233' } },
      logoWithName: { light: 'https://cdn.acme.test/logo.svg', dark: '/brands/verso-best/logo-dark.svg' },
    });
  });
});
