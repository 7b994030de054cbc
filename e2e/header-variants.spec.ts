// Each brand variant's header and footer show exactly what SPEC §2 allows it, and Admin only to admins.
import { expect, type Page, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { adminEmail, variantSites } from './support/environment';
import { describeLink, type LinkSeen, menuEntries, menuNames } from './support/header';
import { signInByEmail, uniqueEmail } from './support/sign-in';

const inSite = (name: string, href: string): LinkSeen => ({ name, href, newTab: false });
const newTab = (name: string, href: string): LinkSeen => ({ name, href, newTab: true });

const demoAndDocuments = [inSite('Demo', '/demo'), inSite('Translate documents', '/translate')];
// The file converter is listed where the site's CONVERTER_URL names one (o-translator's in
// playwright.config.ts).
const allProducts = [
  inSite('Demo', '/demo'),
  inSite('Translate text', '/translateText'),
  inSite('Translate documents', '/translate'),
  inSite('Translate comics', '/translate?type=comics'),
  inSite('Translate audio', '/translate?type=audio'),
  inSite('Translate arXiv papers', '/translate?type=arxiv'),
];
const developer = [
  inSite('API registration', '/developer/v1/register'),
  inSite('Developer hub', '/developer/hub'),
];
const account = [inSite('History', '/my/history'), inSite('Organisation', '/organization/home')];
const admin = inSite('Admin', '/admin/dashboard');

interface Expected {
  products: LinkSeen[];
  resources: LinkSeen[];
  enterprise: boolean;
  footer: { name: string; address: string; community: boolean; icp: boolean };
}

const expected: Record<Platform, Expected> = {
  'verso-best': {
    products: demoAndDocuments,
    resources: [newTab('Community', 'https://discord.gg/verso-best')],
    enterprise: false,
    footer: { name: 'Verso', address: 'Oranienstraße 185', community: true, icp: false },
  },
  'o-translator': {
    products: [...allProducts, newTab('File converter', 'https://convert.o-translator.example')],
    resources: [
      inSite('Pricing', '/pricing'),
      inSite('Blog', '/blog'),
      newTab('Community', 'https://discord.gg/o-translator'),
      inSite('Contact sales', '/contact-business'),
    ],
    enterprise: true,
    footer: { name: 'O.Translator', address: '20-22 Wenlock Road', community: true, icp: false },
  },
  'dl-translator': {
    products: allProducts,
    resources: [
      inSite('Pricing', '/pricing'),
      inSite('Blog', '/blog'),
      newTab('Community', 'https://discord.gg/dl-translator'),
      inSite('Contact sales', '/contact-business'),
    ],
    enterprise: true,
    footer: { name: 'DL Translator', address: '548 Market Street', community: true, icp: false },
  },
  'shangyi-translator': {
    products: allProducts,
    resources: [inSite('Pricing', '/pricing'), inSite('Contact sales', '/contact-business')],
    enterprise: false,
    footer: { name: '商译', address: '世纪大道 100 号', community: false, icp: true },
  },
};

async function expectFooter(page: Page, footer: Expected['footer']): Promise<void> {
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo.getByRole('img', { name: footer.name })).toBeVisible();
  await expect(contentinfo.locator('address')).toContainText(footer.address);
  const links = await Promise.all((await contentinfo.getByRole('link').all()).map(describeLink));
  expect(links).toEqual(
    expect.arrayContaining([
      inSite('Try the demo', '/demo'),
      inSite('Organisation', '/organization/home'),
      inSite('API registration', '/developer/v1/register'),
      inSite('Terms and conditions', '/terms-and-conditions'),
      inSite('Privacy policy', '/privacy'),
    ]),
  );
  const directories = links.filter(
    (link) => link.newTab && !link.href.includes('beian') && link.name !== 'Chat with us',
  );
  expect(directories).toHaveLength(2);
  expect(links.some((link) => link.name === 'Chat with us')).toBe(footer.community);
  expect(links.some((link) => link.href === 'https://beian.miit.gov.cn/')).toBe(footer.icp);
  await expect(contentinfo).toContainText(`© ${new Date().getFullYear()} `);
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const [platform, variant] of Object.entries(expected) as [Platform, Expected][]) {
  test.describe(platform, () => {
    test.use({ baseURL: variantSites[platform] });

    test('a visitor sees the menus, links and footer of this variant', async ({ page }) => {
      await page.goto('/');
      expect(await menuNames(page)).toEqual(['Products', 'Developer', 'Resources', 'Account']);
      expect(await menuEntries(page, 'Products')).toEqual(variant.products);
      expect(await menuEntries(page, 'Developer')).toEqual(developer);
      expect(await menuEntries(page, 'Resources')).toEqual(variant.resources);
      expect(await menuEntries(page, 'Account')).toEqual(account);

      const enterprise = page.getByRole('banner').getByRole('link', { name: 'Enterprise' });
      if (variant.enterprise) {
        expect(await describeLink(enterprise)).toEqual(newTab('Enterprise', '/enterprise'));
      } else {
        await expect(enterprise).toHaveCount(0);
      }
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Translate a document' }),
      ).toHaveAttribute('href', '/translate');
      await expect(page.getByRole('banner').getByRole('img', { name: variant.footer.name })).toBeVisible();
      await expectFooter(page, variant.footer);
    });

    test('an administrator also finds Admin in the Account menu', async ({ page }) => {
      await signInByEmail(page, adminEmail(platform), '/');
      // The Admin entry comes with the session: read the menu once the header knows who is signed in.
      await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
      expect(await menuEntries(page, 'Account')).toEqual([...account, admin]);
    });
  });
}

test('a signed-in user who is not an administrator has no Admin entry', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('member'), '/');
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  expect(await menuEntries(page, 'Account')).toEqual(account);
});
