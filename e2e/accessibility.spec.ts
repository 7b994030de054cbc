// Every page a visitor or a signed-in user reaches passes axe-core's checks (WCAG 2.1 A and AA) without a
// serious or critical finding (one browser page per group of pages, visited in turn, to stay fast); a
// keyboard user skips the header to the demo; on a phone the text translator's controls fit and its result
// comes into view.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminEmail } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** Why the first element failed, as axe says it (the colours and ratio of a contrast finding…). */
  detail: string;
}

/** The serious and critical findings on the page as it is now, each with the elements concerned. */
async function seriousFindings(page: Page, path: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: path,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      detail: violation.nodes[0]?.failureSummary ?? '',
    }));
}

/** Visits each path in turn in one page; the findings of all of them, to report every one at once. */
async function findingsOn(page: Page, paths: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    // A button still loading its data is drawn faded on purpose: axe checks the page once it has settled.
    await expect(page.locator('.ant-btn-loading')).toHaveCount(0);
    // Nor mid-transition: a form enabled at hydration fades its button in over 0.2 s, and axe would read
    // the colours half-way. /pricing's buttons are enabled once the session is read, which may answer
    // after hydration: the page's requests are done first.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    findings.push(...(await seriousFindings(page, path)));
  }
  return findings;
}

/** The first article /blog links to. */
async function firstArticle(page: Page): Promise<string> {
  const html = await (await page.request.get('/blog')).text();
  const article = html.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
  expect(article, 'the blog links to an article').toBeTruthy();
  return article ?? '';
}

const publicPages: Record<string, (page: Page) => Promise<string[]>> = {
  'the translators, the demo and sign-in': async () => [
    '/',
    '/translate',
    '/translateText',
    '/demo/docx',
    '/signin',
  ],
  'the marketing pages': async () => ['/pricing', '/formats/manga', '/intro/es-MX', '/contact-business'],
  'the blog and the legal pages': async (page) => [
    '/blog',
    await firstArticle(page),
    '/terms-and-conditions',
    '/privacy',
  ],
};

for (const [group, paths] of Object.entries(publicPages)) {
  test(`${group} have no serious accessibility findings`, async ({ page }) => {
    expect(await findingsOn(page, await paths(page))).toEqual([]);
  });
}

test('the signed-in pages have no serious accessibility findings', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('accessible'), '/my/history');
  const paths = [
    '/my/history',
    '/my/credits',
    '/developer/hub',
    '/developer/v1/register',
    '/organization/home',
  ];
  expect(await findingsOn(page, paths)).toEqual([]);
});

test('a finished job, on its page and in the history, has no serious accessibility findings', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('accessible-job'), '/translate');
  await page
    .getByTestId('upload-dragger')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'story.txt', mimeType: 'text/plain', buffer: Buffer.from('The house is small.') });
  await expect(page.getByTestId('job-quote')).toContainText('words', { timeout: 60_000 });
  await page.getByTestId('start-button').click();
  await expect(page).toHaveURL(/\/my\/jobs\/[\w-]+$/);
  // Its status tag (green on green before StatusTag) and the preview of both texts.
  await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 60_000 });
  const jobPath = new URL(page.url()).pathname;
  expect(await findingsOn(page, [jobPath, '/my/history'])).toEqual([]);
});

test('the admin dashboard has no serious accessibility findings', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByEmail(page, adminEmail('verso-best'), '/admin/dashboard');
  // Every section drawn: the charts, the engines and the tables that load on their own.
  await expect(page.getByTestId('chart-jobs').locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('admin-engines').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const findings = await seriousFindings(page, '/admin/dashboard');
  await page.screenshot({ path: 'test-results/screenshots/admin-dashboard.png', fullPage: true });
  expect(findings).toEqual([]);
});

test('a keyboard user reaches the demo’s Translate button within ten Tabs, with or without the skip link', async ({
  page,
}) => {
  /** Presses Tab until the button has focus, at most `most` times; how many it took. */
  const tabsTo = async (target: ReturnType<Page['getByTestId']>, most: number) => {
    let presses = 0;
    while (presses < most && !(await target.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(target).toBeFocused();
    return presses;
  };
  const translate = page.getByTestId('demo-translate');
  for (const path of ['/demo', '/demo/docx']) {
    await page.goto(path);
    await expect(translate).toBeEnabled();
    // Past the skip link, the header (its menus are one stop) and the formats, without the skip link.
    expect(await tabsTo(translate, 10), path).toBeLessThanOrEqual(10);
  }
  await page.screenshot({ path: 'test-results/screenshots/demo-translate-focused.png' });

  await page.goto('/demo');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screenshots/skip-link.png' });
  await page.keyboard.press('Enter');
  // The row of 25 formats is one stop, on the current format; the arrow keys move along it.
  await page.keyboard.press('Tab');
  const formats = page.getByRole('navigation', { name: 'Formats you can try' });
  await expect(formats.getByRole('link', { name: 'PDF', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(formats.getByRole('link', { name: 'DOCX', exact: true })).toBeFocused();
  expect(await tabsTo(translate, 8)).toBeLessThanOrEqual(8);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the text translator’s "Detect language" fits on screen and the result scrolls into view', async ({
    page,
  }) => {
    await page.goto('/translateText');
    const source = page.getByTestId('source-language');
    await source.selectOption({ label: 'Detect language' });
    await page.screenshot({ path: 'test-results/screenshots/translate-text-phone-pickers.png' });
    const box = await source.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'the picker is within the screen').toBe(true);
    const overflow = await source.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = style.font;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(select.selectedOptions[0]?.text ?? '').width - room;
    });
    expect(overflow, 'the chosen name is not cut off').toBeLessThanOrEqual(0);

    // Enough lines that the result starts below the screen; from English, as the translation is checked.
    await source.selectOption({ label: 'English' });
    await page.getByTestId('source-text').fill(Array(16).fill('The house is small.').join('\n'));
    const result = page.getByTestId('target-text');
    await expect(result).not.toBeInViewport({ ratio: 1 });
    // Ctrl+Enter translates without scrolling anything, so only the page itself can bring the result up.
    await page.getByTestId('source-text').press('Control+Enter');
    // Sixteen sentences through Apertium take a few seconds on a busy machine.
    await expect(result).toHaveValue(/casa/i, { timeout: 20_000 });
    await expect(result).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screenshots/translate-text-phone.png' });
  });
});
