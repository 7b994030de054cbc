// A developer creates an API key, calls API v1 with it, and revokes it; anyone reads the developer hub.
import { expect, test } from '@playwright/test';
import { siteUrl, variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

// Sign-in by e-mail, a translation and several page loads: more than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });
const pageLoad = { timeout: 30_000 };

const translateTexts = (key: string) =>
  fetch(`${siteUrl}/api/v1/translation/translateTexts`, {
    method: 'POST',
    headers: { authorization: key, 'content-type': 'application/json' },
    body: JSON.stringify({ texts: ['The house is small.'], fromLang: 'English', toLang: 'Spanish' }),
  });

test('a developer creates a key, translates with it, sees it used, revokes it and is refused', async ({
  page,
}) => {
  await signInByEmail(page, uniqueEmail('developer'), '/developer/v1/register');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible(pageLoad);
  await expect(page.getByTestId('api-key-table')).toContainText('You have no API keys yet.', pageLoad);

  await page.getByLabel('Name').fill('Nightly script');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByTestId('new-api-key-secret');
  await expect(secret).toBeVisible(pageLoad);
  const key = (await secret.textContent())?.trim() ?? '';
  expect(key).toMatch(/^vk_/);
  const row = page.getByTestId('api-key-table').getByRole('row').filter({ hasText: 'Nightly script' });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).toContainText('Never');

  const response = await translateTexts(key);
  expect(response.status).toBe(200);
  expect((await response.json()).translatedTexts[0]).toContain('casa');

  // The secret is shown once: after a reload only its first characters remain, now with a last use.
  await page.reload();
  await expect(row).toBeVisible(pageLoad);
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toHaveCount(0, pageLoad);
  const refused = await translateTexts(key);
  expect(refused.status).toBe(401);
  expect((await refused.json()).error).toMatch(/API key/);
});

test('the developer hub documents every endpoint with this site as the base URL', async ({ page }) => {
  const response = await page.goto('/developer/hub');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Developer hub', level: 1 })).toBeVisible();
  await expect(page.getByTestId('api-base-url')).toHaveText(`${siteUrl}/api/v1`);
  const endpoints = page.getByTestId('api-endpoint');
  // The reference is the generated contract, served beside the API itself.
  const contract = await (await page.request.get('/api/v1/openapi.json')).json();
  await expect(endpoints).toHaveCount(Object.keys(contract.paths).length);
  for (const path of ['/me', '/translation/start', '/translation/updateTexts', '/glossary/create']) {
    await expect(endpoints.filter({ hasText: `/api/v1${path}` }).first()).toBeVisible();
  }
  const create = endpoints.filter({ hasText: 'POST/api/v1/translation/create' });
  await expect(create.getByTestId('api-curl')).toContainText(
    `curl -X POST ${siteUrl}/api/v1/translation/create`,
  );
  await expect(create.getByTestId('api-fetch')).toContainText(`fetch('${siteUrl}/api/v1/translation/create'`);
  await expect(create).toContainText('extractTextRegExpPattern');
  await expect(page.getByRole('heading', { name: 'Errors' })).toBeVisible();

  // Another variant names its own address; a locale prefix serves the same page.
  await page.goto(`${variantSites['o-translator']}/fr/developer/hub`);
  await expect(page.getByTestId('api-base-url')).toHaveText(
    `${variantSites['o-translator']}/api/v1`,
    pageLoad,
  );
});

test('the hub in Spanish describes every endpoint and parameter in Spanish, the newer ones too', async ({
  page,
}) => {
  await page.goto('/es/developer/hub', pageLoad);
  const endpoints = page.getByTestId('api-endpoint');
  const start = endpoints.filter({ hasText: 'POST/api/v1/translation/start' });
  await expect(start).toContainText('Iniciar o reconstruir una tarea');
  await expect(start).toContainText('paga una vista previa y traduce el documento completo');
  await expect(start).toContainText('El modelo con el que traducir el documento completo');
  const glossary = endpoints.filter({ hasText: 'POST/api/v1/glossary/create' });
  await expect(glossary).toContainText('El nombre del glosario, único entre tus glosarios.');
  await expect(glossary).not.toContainText('Glossary name, unique among your glossaries');
  // Verso's format options share one description that names the option.
  const create = endpoints.filter({ hasText: 'POST/api/v1/translation/create' });
  await expect(create).toContainText('La opción de formato columns de este sitio');
});
