// Inside the mobile app: each page tells the app it is ready, by name, through the app's bridge.
import { expect, test } from '@playwright/test';

// Hydration can take seconds on a loaded machine; the bridge speaks only once it has run.
const hydrated = { timeout: 30_000 };

test('pages post WebPageReady with their name to the React Native app', async ({ page }) => {
  await page.addInitScript(() => {
    const posted: string[] = [];
    (window as unknown as { posted: string[] }).posted = posted;
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage: (message: string) => posted.push(message),
    };
  });
  const messages = () =>
    page.evaluate(() => (window as unknown as { posted: string[] }).posted.map((m) => JSON.parse(m)));

  await page.goto('/es/translateText');
  await expect.poll(messages, hydrated).toEqual([{ type: 'WebPageReady', page: 'translateText' }]);

  await page.goto('/');
  await expect.poll(messages, hydrated).toEqual([{ type: 'WebPageReady', page: 'home' }]);
});

test('messages from the app are taken only when their origin is native', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[webview]')) logged.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage: () => document.documentElement.setAttribute('data-app-bridge', 'ready'),
    };
  });
  await page.goto('/');
  // The page has announced itself, so it is listening.
  await expect(page.locator('html[data-app-bridge="ready"]')).toHaveCount(1, hydrated);
  await page.evaluate(() => {
    window.postMessage(JSON.stringify({ origin: 'native', type: 'refresh' }), '*');
    window.postMessage({ origin: 'web', type: 'ignored' }, '*');
    document.dispatchEvent(new MessageEvent('message', { data: { origin: 'native', type: 'back' } }));
  });
  await expect.poll(() => logged.length).toBe(2);
  expect(logged.every((text) => text.includes('[webview] message from the app'))).toBe(true);
});
