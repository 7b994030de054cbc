// A visitor without an account tries the arXiv demo: the sample paper (the sites' DEMO_ARXIV_ID, served by
// the arXiv double) is translated into Spanish and compiled, the translated PDF's pages shown beside the
// original's; a paper the visitor names by its link is fetched and translated the same way.
import { expect, type Page, test } from '@playwright/test';
import { demoPaper, gardenHousePaper } from './support/arxiv-papers';
import { asVisitor } from './support/visitor';

/** The text the translated pages carry, once their images have been drawn. */
async function translatedPages(page: Page) {
  const translated = page.getByTestId('translated-preview');
  // Fetching (the polite queue's 3 s), Apertium and two latexmk runs, more on a loaded machine.
  await expect(translated.getByRole('img').first()).toBeVisible({ timeout: 120_000 });
  await expect
    .poll(() =>
      translated
        .getByRole('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  return translated;
}

test('a visitor translates the sample paper and a paper of their own into Spanish and reads the pages', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await asVisitor(page, 80);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/arxiv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try arXiv translation');
  await expect(page.getByTestId('chosen-document')).toHaveText(`Sample paper: ${demoPaper.id}`);
  await page.getByTestId('demo-translate').click();

  const translated = await translatedPages(page);
  await expect(translated).toContainText('Translation (Spanish)');
  // Each page image carries the text drawn on it: the paper in Spanish, its formula and table kept.
  await expect(translated.getByRole('img').first()).toHaveAttribute('alt', /Salas tranquilas/);
  await expect(translated.getByRole('img').first()).toHaveAttribute('alt', /biblioteca/);
  await expect(page.getByTestId('original-preview').getByRole('img').first()).toHaveAttribute(
    'alt',
    /Quiet Rooms/,
  );
  expect(await page.getByTestId('demo-download').getAttribute('download')).toBe(`${demoPaper.id}.es.pdf`);
  await page.screenshot({ path: testInfo.outputPath('demo-arxiv-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(translated).toBeVisible();
  await expect(page.getByTestId('original-preview')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('demo-arxiv-390.png'), fullPage: true });

  // A paper of the visitor's own, by its link.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('demo-arxiv').fill(`https://arxiv.org/abs/${gardenHousePaper.id}`);
  await expect(page.getByTestId('chosen-document')).toHaveText(
    `https://arxiv.org/abs/${gardenHousePaper.id}`,
  );
  await page.getByTestId('demo-translate').click();
  await expect(page.getByTestId('demo-download')).toHaveAttribute(
    'download',
    `${gardenHousePaper.id}.es.pdf`,
    { timeout: 120_000 },
  );
  const own = await translatedPages(page);
  await expect(own.getByRole('img').first()).toHaveAttribute('alt', /Introducci/);
  await expect(own.getByRole('img').first()).toHaveAttribute('alt', /casa/);
});
