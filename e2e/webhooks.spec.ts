// A developer sets a default webhook for their key in the developer hub; a task created with the key
// completes, the signed delivery reaches their receiver and shows in the hub; "send again" delivers again.
import { expect, test } from '@playwright/test';
import { startWebhookReceiver, verifyWebhook } from '../packages/services/src/testing/webhookReceiver';
import { webhookReceiverPort as receiverPort, siteUrl } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

test.describe.configure({ timeout: 180_000 });
const pageLoad = { timeout: 30_000 };

test('a default webhook set in the hub receives a signed delivery, listed there and sent again', async ({
  page,
}) => {
  const receiver = await startWebhookReceiver([200], receiverPort);
  try {
    await signInByEmail(page, uniqueEmail('webhooks'), '/developer/v1/register');
    await page.getByLabel('Name').fill('Webhook script');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByTestId('new-api-key-secret')).toBeVisible(pageLoad);
    const key = (await page.getByTestId('new-api-key-secret').textContent())?.trim() ?? '';
    const secret = (await page.getByTestId('new-webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);

    await page.goto('/developer/hub#webhooks');
    const settings = page.getByTestId('key-webhook').filter({ hasText: 'Webhook script' });
    await settings.getByLabel('Default webhook URL of the key "Webhook script"').fill(receiver.url);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook URL saved')).toBeVisible(pageLoad);

    const form = new FormData();
    form.set('fromLang', 'English');
    form.set('toLang', 'Spanish');
    form.set('model', 'identity');
    form.set('file', new Blob(['The house is small.\n']), 'note.txt');
    const created = await fetch(`${siteUrl}/api/v1/translation/create`, {
      method: 'POST',
      headers: { authorization: key },
      body: form,
    });
    expect(created.status).toBe(200);
    const { taskId } = await created.json();

    await expect.poll(() => receiver.received.length, pageLoad).toBe(1);
    const [delivery] = receiver.received;
    expect(verifyWebhook(secret, delivery?.headers['verso-signature'] as string, delivery?.body ?? '')).toBe(
      true,
    );
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ taskId, status: 'Completed' });

    await page.reload();
    const deliveries = page.getByTestId('webhook-deliveries');
    const row = deliveries.getByRole('row').filter({ hasText: 'note.txt' });
    await expect(row).toHaveCount(1, pageLoad);
    await expect(row).toContainText('Delivered');
    await expect(row.getByTestId('webhook-answer')).toContainText('HTTP 200');
    await page.screenshot({ path: 'test-results/webhooks-hub.png', fullPage: true });

    await row.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => receiver.received.length, pageLoad).toBe(2);
    expect(receiver.received[1]?.headers['verso-delivery']).not.toBe(delivery?.headers['verso-delivery']);
    await expect(deliveries.getByRole('row').filter({ hasText: 'note.txt' })).toHaveCount(2, pageLoad);
  } finally {
    await receiver.close();
  }
});
