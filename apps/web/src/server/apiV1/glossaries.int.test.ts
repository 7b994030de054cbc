// API v1's glossary endpoints as an O.Translator client uses them, on both backends: native JSON
// `keys`/`translated` (and the JSON strings of the contract's older examples), a glossary a task then
// names, and each user's glossaries kept apart.
import { backendName } from '@verso/services/testing/testServices';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiV1DuringTests } from '@/testing/api-v1-during-tests';

describe(`API v1 glossaries on ${backendName}`, () => {
  const api = apiV1DuringTests({ credits: 5, runner: false });
  let otherKey: string;
  beforeAll(async () => {
    ({ key: otherKey } = await api.newCaller(5));
  });
  const call = (path: string, json: unknown, key?: string) => api.post(path, json, key);

  test('create, query, update and delete a glossary with native keys and translations', async () => {
    const created = await call('glossary/create', {
      name: 'Legal',
      desc: 'Contract terms',
      targetLang: 'Spanish',
      keys: ['lease', 'landlord', 'Verso'],
      translated: { lease: 'arrendamiento', landlord: 'arrendador' },
    });
    expect(created.status).toBe(200);
    const { glossaryId } = created.body;

    const queried = await call('glossary/query', { glossaryId });
    expect(queried.body).toMatchObject({
      glossaryId,
      name: 'Legal',
      desc: 'Contract terms',
      targetLang: 'Spanish',
      keys: ['lease', 'landlord', 'Verso'],
      // A key without a translation is kept as it is.
      translated: { lease: 'arrendamiento', landlord: 'arrendador', Verso: 'Verso' },
    });
    expect(Date.parse(queried.body.createdAt)).not.toBeNaN();

    const updated = await call('glossary/update', {
      glossaryId,
      name: 'Legal ES',
      translated: { lease: 'contrato de arrendamiento', landlord: 'arrendador', Verso: 'Verso' },
    });
    expect(updated.body).toMatchObject({
      name: 'Legal ES',
      keys: ['lease', 'landlord', 'Verso'],
      translated: { lease: 'contrato de arrendamiento' },
    });

    expect((await call('glossary/delete', { glossaryId })).body).toEqual({ success: true });
    const gone = await call('glossary/query', { glossaryId });
    expect(gone).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  test('keys and translations sent as JSON strings, as the older examples do, are read the same', async () => {
    const { body } = await call('glossary/create', {
      name: 'Encoded',
      targetLang: 'Any Language',
      keys: JSON.stringify(['house']),
      translated: JSON.stringify({ house: 'vivienda' }),
    });
    const queried = await call('glossary/query', { glossaryId: body.glossaryId });
    expect(queried.body).toMatchObject({
      targetLang: 'Any Language',
      keys: ['house'],
      translated: { house: 'vivienda' },
    });
  });

  test("a duplicate name or a missing field is a 400 that names it; another user's glossary does not exist", async () => {
    const first = await call('glossary/create', {
      name: 'Twice',
      targetLang: 'es',
      keys: ['a'],
      translated: {},
    });
    const again = await call('glossary/create', {
      name: 'Twice',
      targetLang: 'es',
      keys: ['a'],
      translated: {},
    });
    expect(again).toMatchObject({ status: 400, body: { message: expect.stringContaining('Twice') } });
    const missing = await call('glossary/create', { name: 'No keys', targetLang: 'es' });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'bad_request', message: expect.stringContaining('keys') },
    });
    const glossaryId = first.body.glossaryId;
    expect((await call('glossary/query', { glossaryId }, otherKey)).status).toBe(404);
    expect((await call('glossary/delete', { glossaryId }, otherKey)).status).toBe(404);
    expect((await call('glossary/query', { glossaryId })).status).toBe(200);
  });
});
