// shangyi-translator offers WeChat sign-in (SPEC §6: wechat and email) and no Google; the other variants
// the reverse. The WeChat API double approves at once, as if the visitor had scanned the QR code.
import { expect, test } from '@playwright/test';
import { doubleWechatUser } from '../apps/web/src/server/wechat/wechat-api-double';
import { variantSites } from './support/environment';

test.describe('shangyi-translator', () => {
  test.use({ baseURL: variantSites['shangyi-translator'] });

  test('"Continue with WeChat" signs the visitor in with their WeChat account', async ({ page }) => {
    await page.goto('/signin?callbackUrl=%2FtranslateText');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/signin-shangyi-translator.png' });

    const approval = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/connect/qrconnect',
    );
    await page.getByRole('button', { name: 'Continue with WeChat' }).click();
    const asked = new URL((await approval).url());
    expect(asked.searchParams.get('scope')).toBe('snsapi_login');

    await expect(page).toHaveURL(/\/translateText$/);
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user?: { name?: string };
    };
    expect(session.user?.name).toBe(doubleWechatUser.nickname);
  });
});

test('the document variant offers Google, not WeChat', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with WeChat' })).toHaveCount(0);
});
