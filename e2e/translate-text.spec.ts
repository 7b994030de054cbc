// A visitor who is not signed in translates a sentence on /translateText, with the button or as they type.
import { expect, type Page, type Request, test } from '@playwright/test';
import { asVisitor } from './support/visitor';

async function chooseLanguage(page: Page, pickerTestId: string, language: string): Promise<void> {
  const picker = page.getByTestId(pickerTestId);
  await picker.selectOption({ label: language });
  await expect(picker.locator('option:checked')).toHaveText(language);
}

/** The texts the page sent for translation, as they leave the browser. */
function textsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/trpc/text.translate')) sent.push(request.postData() ?? '');
  });
  return sent;
}

test('an anonymous visitor translates "The house is small." from English to Spanish', async ({ page }) => {
  await page.goto('/translateText');

  await page.getByTestId('source-text').fill('The house is small.');
  await chooseLanguage(page, 'source-language', 'English');
  await chooseLanguage(page, 'target-language', 'Spanish');
  await page.getByTestId('translate-button').click();

  await expect(page.getByTestId('target-text')).toHaveValue(/casa/i);
  await expect(page.getByTestId('copy-button')).toBeEnabled();
  // The tier the page uses and the engine behind it.
  await expect(page.getByTestId('engine-used')).toHaveText('Basic · Apertium');
  await page.screenshot({ path: test.info().outputPath('translate-text-engine.png') });
});

test('a language no engine here serves is shown disabled, with what it needs', async ({ page }) => {
  await page.goto('/translateText');
  const target = page.getByTestId('target-language');
  const german = target.locator('option[value="de"]');
  await expect(german).toHaveText(
    "German: needs DeepL, Google, Azure or an AI engine — ask the site's operator",
  );
  await expect(german).toBeDisabled();
  await expect(target.locator('option[value="sv"]')).toHaveText('Swedish');
  await expect(target.locator('option[value="sv"]')).toBeEnabled();
});

test('text typed before the page’s scripts have run is kept and translated', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/translateText', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('source-text').fill('The house is small.');
  await expect(page.getByTestId('translate-button')).toBeDisabled();

  releaseScripts();
  await expect(page.getByTestId('translate-button')).toBeEnabled();
  await expect(page.getByTestId('source-text')).toHaveValue('The house is small.');
  await page.getByTestId('translate-button').click();
  await expect(page.getByTestId('target-text')).toHaveValue(/casa/i);
});

test('the page draws no antd component: its controls are the browser’s own', async ({ page }) => {
  await page.goto('/translateText');
  await expect(page.getByTestId('source-language')).toHaveJSProperty('tagName', 'SELECT');
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
});

test('the translation follows the typing without the button, one request per pause', async ({ page }) => {
  await asVisitor(page, 60);
  const sent = textsSent(page);
  await page.goto('/translateText');
  const source = page.getByTestId('source-text');
  const result = page.getByTestId('target-text');

  const first = 'The house is small.';
  await source.pressSequentially(first, { delay: 30 });
  await expect(result).toHaveValue('La casa es pequeña.');
  const more = ' The dog eats in the garden.';
  await source.pressSequentially(more, { delay: 30 });
  await expect(result).toHaveValue('La casa es pequeña. El perro come en el jardín.');
  // A request per keystroke would be 47; a pause after each sentence makes two.
  expect(sent.length).toBeLessThan(5);
  expect(sent.at(-1)).toContain(first + more);
});

test('an answer that comes late never replaces the newer text’s translation', async ({ page }) => {
  await asVisitor(page, 61);
  // The first text's answer is held back until the second text has been translated.
  let lateAnswerSettled: () => void = () => {};
  const lateAnswer = new Promise<void>((resolve) => {
    lateAnswerSettled = resolve;
  });
  await page.route('**/api/trpc/text.translate**', async (route) => {
    if (!route.request().postData()?.includes('house')) return route.continue();
    await page.waitForTimeout(2_000);
    await route.continue().catch(() => {}); // cancelled by the page: nothing to answer
    lateAnswerSettled();
  });
  await page.goto('/translateText');
  const source = page.getByTestId('source-text');
  const result = page.getByTestId('target-text');

  await source.fill('The house is small.');
  await page.waitForRequest((request) => request.postData()?.includes('house') ?? false);
  await source.fill('The dog eats in the garden.');
  await expect(result).toHaveValue('El perro come en el jardín.');
  await lateAnswer;
  await page.waitForTimeout(300);
  await expect(result).toHaveValue('El perro come en el jardín.');
});

test('a newly detected language never labels the previous translation, and clearing the text clears both', async ({
  page,
}) => {
  await asVisitor(page, 62);
  await page.goto('/translateText');
  await chooseLanguage(page, 'source-language', 'Detect language');
  const source = page.getByTestId('source-text');
  const result = page.getByTestId('target-text');
  const detected = page.getByTestId('detected-language');
  // Every frame the page paints, the label and the translation under it.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { labelledTranslations: seen });
    const label = document.querySelector('[data-testid="detected-language"]');
    const translation = document.querySelector<HTMLTextAreaElement>('[data-testid="target-text"]');
    const record = () => {
      seen.push(`${label?.textContent} | ${translation?.value}`);
      requestAnimationFrame(record);
    };
    record();
  });

  await source.fill('The house is small.');
  await expect(detected).toHaveText('Detected language: English');
  await expect(result).toHaveValue('La casa es pequeña.');
  await source.fill('Le chien mange dans le jardin.');
  await expect(detected).toHaveText('Detected language: French');
  await expect(result).toHaveValue('El perro come en el jardín.');
  const seen = await page.evaluate(
    () => (window as unknown as { labelledTranslations: string[] }).labelledTranslations,
  );
  expect(seen.filter((frame) => frame.includes('French') && frame.includes('casa'))).toEqual([]);

  await source.fill('');
  await expect(result).toHaveValue('');
  await expect(detected).toHaveText('');
});
