// A visitor learns from the home page what the product does, under each variant's own name, and starts a
// translation by dropping a file on it: into the demo when signed out, into the translator when signed in.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';
import { asVisitor } from './support/visitor';

const story = 'The house is small.\nThe garden is green.\n';

/** A file dropped on the drop zone the way a browser delivers a drag from the desktop. */
async function dropFile(page: Page, dropZone: Locator, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName, { type: 'text/plain' }));
      return transfer;
    },
    [name, text] as const,
  );
  await dropZone.dispatchEvent('drop', { dataTransfer });
}

/** Scrolls each lazy picture into view and waits until it has loaded. */
async function expectPicturesLoaded(pictures: Locator) {
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    // The server encodes each picture size on its first request, which takes seconds on a busy machine.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  }
}

const variants = [
  { platform: 'verso-best', name: 'Verso', translateText: false },
  { platform: 'o-translator', name: 'O.Translator', translateText: true },
  { platform: 'dl-translator', name: 'DL Translator', translateText: true },
] as const;

for (const { platform, name, translateText } of variants) {
  test.describe(platform, () => {
    test.use({ baseURL: variantSites[platform], viewport: { width: 1280, height: 900 } });

    test(`a visitor reads what ${name} does, its formats, languages, output and answers`, async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Translate documents without losing their layout',
      );
      await expect(page.getByText(`${name} translates PDFs, office files`)).toBeVisible();
      await expect(page.getByTestId('home-drop-zone')).toContainText('Drop a file to translate it');
      await expect(page.getByRole('main').getByRole('link', { name: 'Translate text' })).toHaveCount(
        translateText ? 1 : 0,
      );

      const formats = page.locator('#formats');
      await expect(formats.getByRole('link', { name: 'PDF', exact: true })).toHaveAttribute(
        'href',
        '/formats/pdf',
      );
      // Translated now (no demo, but /translate?type=arxiv): no format is "coming soon" any more.
      await expect(formats.getByRole('link', { name: 'arXiv paper', exact: true })).toHaveAttribute(
        'href',
        '/formats/arxiv',
      );
      await expect(formats).not.toContainText('coming soon');

      const languages = page.locator('#languages');
      await expect(languages.getByRole('heading')).toHaveText(/^\d{2,} languages$/);
      await expect(languages).toContainText(`${name} knows`);
      await expect(languages.getByRole('link', { name: 'Spanish (Spain)' })).toHaveAttribute(
        'href',
        '/intro/es-ES',
      );

      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
      await expect(page.getByText(`${name}'s own pipeline`)).toBeVisible();

      const pictures = page.locator('#compare').getByRole('img');
      await expect(pictures).toHaveCount(3);
      await expectPicturesLoaded(pictures);

      const faq = page.locator('#faq');
      await expect(faq.locator('details')).toHaveCount(7);
      const answer = faq.getByText('Pages that are only a picture are read with the Tesseract OCR engine');
      await expect(answer).toBeHidden();
      await faq.getByText('Can it translate scanned PDFs?').click();
      await expect(answer).toBeVisible();
      // The API is the product's own: no variant names another one.
      await faq.getByText('Is there an API?').click();
      await expect(faq.getByText(`It is ${name}'s own public developer API`)).toBeVisible();
      // Offline, the answer states what this server's Apertium pairs cover (here Apertium serves every
      // language the sites offer), not a fixed list of languages.
      const served = (await languages.getByRole('heading').textContent())?.match(/\d+/)?.[0];
      await faq.getByText('Can it translate without an online service?').click();
      const offline = faq.getByText('The Apertium engine runs on the server itself');
      await expect(offline).toContainText(`on this server they cover ${served} languages`);
      await expect(offline).not.toContainText('Catalan, French');
    });
  });
}

test('a visitor drops a text file and the demo opens with it, ready to translate', async ({ page }) => {
  // Its own visitor to the demo's per-IP limit.
  await asVisitor(page, 40);
  await page.goto('/');
  const dropZone = page.getByTestId('home-drop-zone');
  // The note appears once the page knows the visitor is signed out, so the zone is live.
  await expect(dropZone).toContainText('your file opens in the free demo', { timeout: 30_000 });
  await dropZone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'story.txt', mimeType: 'text/plain', buffer: Buffer.from(story) });

  await expect(page).toHaveURL(/\/demo\/txt$/);
  await expect(page.getByTestId('chosen-document')).toHaveText('story.txt');
  await page.getByTestId('demo-translate').click();
  await expect(page.getByTestId('translated-preview')).toContainText('casa', { timeout: 60_000 });
});

test('a visitor who drops a file of an unknown kind is told so and stays on the page', async ({ page }) => {
  await page.goto('/');
  const dropZone = page.getByTestId('home-drop-zone');
  await expect(dropZone).toContainText('your file opens in the free demo', { timeout: 30_000 });
  await dropZone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });

  await expect(page.getByTestId('drop-refused')).toContainText('Verso cannot translate “setup.exe”');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user drops a file and the translator opens with it chosen', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('home-drop'), '/');
  const dropZone = page.getByTestId('home-drop-zone');
  await expect(dropZone).toContainText('Your file opens in the translator', { timeout: 30_000 });
  await dropFile(page, dropZone, 'garden.txt', story);

  await expect(page).toHaveURL(/\/translate$/);
  await expect(page.getByTestId('upload-dragger')).toContainText('garden.txt');
  // Priced from the file itself, so it really arrived, not just its name.
  await expect(page.getByTestId('job-quote')).toContainText('8 words · 1 credit');
  await expect(page.getByTestId('start-button')).toBeEnabled();
});

test('home on a desktop and on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expectPicturesLoaded(page.locator('#compare').getByRole('img'));
  await page.screenshot({ path: testInfo.outputPath('home-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('home-drop-zone')).toBeVisible();
  await expectPicturesLoaded(page.locator('#compare').getByRole('img'));
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('home-390.png'), fullPage: true });
});
