// translation/create's extractTextRegExpPattern as a developer meets it: only the matched text is
// translated, and a pattern that cannot be used is a 400 naming its field.
import { backendName, eventually } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

describe(`API v1 extractTextRegExpPattern on ${backendName}`, () => {
  const api = apiV1DuringTests();

  const create = (fields: Record<string, string>, content: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ fromLang: 'en', toLang: 'es', ...fields })) {
      body.set(name, value);
    }
    body.set('file', new Blob([content]), 'messages.txt');
    return api.send('translation/create', body);
  };

  test('only the text the pattern matches is translated; the rest stays as it was', async () => {
    const created = await create(
      { extractTextRegExpPattern: '(?<=msg: ).*', extractTextRegExpFlags: 'gm' },
      'id: house\nmsg: The house is small.\n\nid: dog\nmsg: The dog eats.\n',
    );
    expect(created.status).toBe(200);
    const { taskId } = await created.json();
    const task = await eventually(async () => {
      const { body } = await api.post('translation/query', { taskId });
      return ['Completed', 'Terminated'].includes(body.status) ? body : undefined;
    });
    expect(task.status).toBe('Completed');
    const text = await (await api.follow(task.translatedFileUrl)).text();
    expect(text).toMatch(/^id: house\nmsg: .*casa.*\n\nid: dog\nmsg: .*perro.*\n$/);
  });

  test.each([
    [{ extractTextRegExpPattern: '(' }, 'extractTextRegExpPattern'],
    [{ extractTextRegExpPattern: 'a'.repeat(501) }, 'extractTextRegExpPattern'],
    [{ extractTextRegExpPattern: '(a+)+$' }, 'extractTextRegExpPattern'],
    [{ extractTextRegExpPattern: 'a', extractTextRegExpFlags: 'gd' }, 'extractTextRegExpFlags'],
    [{ extractTextRegExpFlags: 'g' }, 'extractTextRegExpFlags'],
  ])('%j is a 400 naming %s', async (fields, named) => {
    const response = await create(fields, 'Hello.\n');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(named);
  });
});
