// API v1's preview then pay, as an O.Translator client does it: create with preview=true, query the
// completed preview (price, usedCredits, its file), start with payWithCredits (402 with what is
// missing while the balance is short), then the whole document — charged once however often started.
import { backendName, eventually } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

/** 40 paragraphs of 14 words: 560 words (1 credit with Apertium); the preview stops at the 36th. */
const paragraphs = Array.from(
  { length: 40 },
  (_, n) => `Paragraph ${n + 1}. The house is small and the dog eats bread in the kitchen.`,
);

describe(`API v1 preview and start on ${backendName}`, () => {
  const api = apiV1DuringTests({ env: { VERSO_FREE_PREVIEWS_PER_DAY: '1' } });

  async function client(credits: number) {
    const { userId, key } = await api.newCaller(credits);
    const call = (path: string, body: FormData | object) =>
      api.send(path, body instanceof FormData ? body : JSON.stringify(body), key);
    const query = async (taskId: string) => (await call('translation/query', { taskId })).json();
    const completed = (taskId: string) =>
      eventually(async () => {
        const task = await query(taskId);
        return task.status === 'Completed' || task.status === 'Terminated' ? task : undefined;
      }, 60_000);
    return { userId, call, query, completed };
  }

  const previewForm = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      fromLang: 'English',
      toLang: 'Spanish',
      model: 'apertium',
      preview: 'true',
    }))
      form.set(name, value);
    form.set('file', new Blob([paragraphs.join('\n\n')]), 'houses.txt');
    return form;
  };
  const download = async (signedUrl: string) => (await api.follow(signedUrl)).text();

  test('a preview completes with the price, costs nothing the first time, and start pays once for the whole document', async () => {
    const { userId, call, completed } = await client(0);
    const { taskId } = await (await call('translation/create', previewForm())).json();
    const preview = await completed(taskId);
    expect(preview).toMatchObject({ status: 'Completed', price: 1, usedCredits: 0, wordNums: 560 });
    const previewText = await download(preview.translatedFileUrl);
    expect(previewText).toContain('Párrafo 1. La casa es pequeña');
    expect(previewText).toContain('Paragraph 40. The house is small');

    const short = await call('translation/start', { taskId, payWithCredits: true });
    expect(short.status).toBe(402);
    expect((await short.json()).error).toMatch(/needs 1 credits; your balance is 0, 1 short/);
    const unpaid = await call('translation/start', { taskId });
    expect(unpaid.status).toBe(402);

    await api.services().credits.grant(userId, 3, 'test');
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = await call('translation/start', { taskId, payWithCredits: true });
      expect(await started.json()).toEqual({ success: true });
    }
    const whole = await completed(taskId);
    expect(whole).toMatchObject({ status: 'Completed', price: 1, usedCredits: 1 });
    const wholeText = await download(whole.translatedFileUrl);
    expect(wholeText).toContain('Párrafo 40. La casa es pequeña');
    expect(await api.services().credits.balance(userId)).toBe(2);
  }, 120_000);

  test('a preview past the free ones costs 2 credits, and 402 says what is missing', async () => {
    const { call, completed } = await client(3);
    const first = await (await call('translation/create', previewForm())).json();
    const second = await (await call('translation/create', previewForm())).json();
    expect(await completed(second.taskId)).toMatchObject({ status: 'Completed', usedCredits: 2 });
    expect(await completed(first.taskId)).toMatchObject({ usedCredits: 0 });
    const refused = await call('translation/create', previewForm());
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toMatch(/costs 2 credits and your balance is 1, 1 short/);
  }, 120_000);
});
