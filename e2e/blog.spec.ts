// A reader browses the blog: pages of six with previous and next, bad page numbers landing on page 1,
// the category filter with its infinite list, an article with its author and three related articles,
// and the Chinese variant, whose blog has no articles.
import { expect, type Page, test } from '@playwright/test';
import { variantSites } from './support/environment';

const shangyiSiteUrl = variantSites['shangyi-translator'];

const cards = (page: Page) => page.locator('main article[data-slug]');
const slugsOn = (page: Page) =>
  cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-slug')));
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

test('the blog lists six articles a page, newest first, with previous and next', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  expect((await slugsOn(page))[0]).toBe('translate-pdf-keep-layout');
  await expect(pager(page)).toContainText('Page 1 of 3');
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveCount(0);

  const seen = new Set(await slugsOn(page));
  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager(page)).toContainText('Page 2 of 3');
  await expect(cards(page)).toHaveCount(6);
  for (const slug of await slugsOn(page)) seen.add(slug);

  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(pager(page)).toContainText('Page 3 of 3');
  await expect(cards(page)).toHaveCount(3);
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveCount(0);
  for (const slug of await slugsOn(page)) seen.add(slug);

  // Fifteen different articles over three pages, and the unlisted one on none of them.
  expect(seen.size).toBe(15);
  expect(seen.has('rest-api-quick-start')).toBe(false);

  await pager(page)
    .getByRole('link', { name: /Previous/ })
    .click();
  await expect(pager(page)).toContainText('Page 2 of 3');
});

for (const [requested, why] of [
  ['abc', 'not a number'],
  ['0', 'zero'],
  ['4', 'past the last page'],
  ['-2', 'negative'],
]) {
  test(`page "${requested}" (${why}) shows page 1`, async ({ page }) => {
    await page.goto(`/blog?page=${requested}`);
    await expect(pager(page)).toContainText('Page 1 of 3');
    expect((await slugsOn(page))[0]).toBe('translate-pdf-keep-layout');
  });
}

test('an article published elsewhere links out in a new tab', async ({ page }) => {
  await page.goto('/blog?page=3');
  const title = page.getByRole('link', { name: /Apertium: the open-source machine translation platform/ });
  await expect(title).toHaveAttribute('href', 'https://wiki.apertium.org/wiki/Main_Page');
  await expect(title).toHaveAttribute('target', '_blank');
  // Its own address sends readers on to the outside site.
  const response = await page.request.get('/blog/apertium-project', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('https://wiki.apertium.org/wiki/Main_Page');
});

test('the category filter shows only that category, and the list loads more on request', async ({ page }) => {
  await page.goto('/category?key=PDF');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF' })).toBeVisible();
  expect((await slugsOn(page)).sort()).toEqual([
    'bilingual-documents-side-by-side',
    'translate-pdf-keep-layout',
    'translate-scanned-pdf-ocr',
  ]);
  await expect(page.getByText('You have seen every article.')).toBeVisible();

  const categories = page.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/category\?key=documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect((await slugsOn(page)).sort()).toEqual([
    'translate-epub-books',
    'translate-excel-workbooks',
    'translate-powerpoint-presentations',
    'translate-word-documents',
  ]);
  await expect(categories.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');

  // Without a category: a first batch of 8, then the remaining 7, and then the list says it is complete.
  // "Load more" works once React has hydrated the page: wait for its scripts to finish loading.
  await page.goto('/category', { waitUntil: 'networkidle' });
  await expect(cards(page)).toHaveCount(8);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(15, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByText('You have seen every article.')).toBeVisible();
  expect(await slugsOn(page)).not.toContain('rest-api-quick-start');
});

test('an article shows its author, date, categories and the same three related articles each time', async ({
  page,
}) => {
  await page.goto('/blog/translate-word-documents');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Translate Word documents without breaking the formatting' }),
  ).toBeVisible();
  const article = page.locator('main article').first();
  await expect(article.getByText('By Amira Haddad')).toBeVisible();
  await expect(article.locator('time[datetime="2026-11-03"]')).toHaveText('November 3, 2026');
  await expect(article.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Headers and footers' })).toBeVisible();

  const related = page.getByRole('region', { name: 'Related articles' }).locator('article[data-slug]');
  await expect(related).toHaveCount(3);
  const firstVisit = await related.evaluateAll((all) => all.map((card) => card.getAttribute('data-slug')));
  expect(firstVisit).not.toContain('translate-word-documents');
  expect(firstVisit).not.toContain('rest-api-quick-start');
  await page.reload();
  await expect(related).toHaveCount(3);
  expect(await related.evaluateAll((all) => all.map((card) => card.getAttribute('data-slug')))).toEqual(
    firstVisit,
  );

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/translate-word-documents$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/blog\/articles\/verso-best\/translate-word-documents\.png$/,
  );
});

test('an unlisted article is reachable by its address', async ({ page }) => {
  const response = await page.goto('/blog/rest-api-quick-start');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /REST API quick start/ })).toBeVisible();
  // Signed by the brand: the article names no author.
  await expect(page.locator('main article').first().getByText('By The Verso team')).toBeVisible();
});

test('a Spanish reader gets the blog in Spanish', async ({ page }) => {
  await page.goto('/es/blog?page=2');
  await expect(page.getByRole('navigation', { name: 'Páginas del blog' })).toContainText('Página 2 de 3');
});

test.describe('the Chinese variant (shangyi-translator), which has no articles', () => {
  test('shows an empty blog and no article pages', async ({ page }) => {
    await page.goto(`${shangyiSiteUrl}/blog`);
    await expect(page.getByText('No articles yet. Check back soon.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    const article = await page.goto(`${shangyiSiteUrl}/blog/translate-pdf-keep-layout`);
    expect(article?.status()).toBe(404);
  });
});
