// DeepL glossaries against the local test double (deepl-double.ts), which stores glossaries and applies
// them to its fake translations as DeepL would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GlossaryTerm } from '../../glossary/glossary';
import type { DoubleRequest } from '../http/json-double';
import { type DeeplDouble, startDeeplDouble } from './deepl-double';
import { createDeeplEngine } from './index';

const apiKey = 'test-key:fx';
let double: DeeplDouble;

beforeAll(async () => {
  double = await startDeeplDouble({ apiKey });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
  double.glossaries.glossaries.clear();
  double.glossaries.readyAfterChecks = 0;
});

function engine() {
  return createDeeplEngine({ apiKey, baseUrl: double.url, backoffBaseMs: 1, timeoutMs: 2_000 });
}

const glossary: GlossaryTerm[] = [
  { source: 'invoice', target: 'Rechnung' },
  { source: 'Verso', target: 'Verso', keepAsIs: true },
];

const made = (request: DoubleRequest) => request.method === 'POST' && request.path === '/v2/glossaries';
const translations = (request: DoubleRequest) => request.path === '/v2/translate';

describe('DeepL glossaries', () => {
  it('says it applies glossaries itself', () => {
    expect(engine().handlesGlossary).toBe(true);
  });

  it('makes a DeepL glossary from the terms and translates with it', async () => {
    const translated = await engine().translate(['Verso sends the <g1>invoice</g1>.'], 'en', 'de', {
      glossary,
    });
    expect(translated).toEqual(['[DE] Verso sends the <g1>Rechnung</g1>.']);
    const creation = double.requests.find(made);
    expect(creation?.body).toEqual({
      name: expect.stringMatching(/^Verso en-de-[0-9a-f]{16}$/),
      source_lang: 'en',
      target_lang: 'de',
      entries: 'invoice\tRechnung\nVerso\tVerso',
      entries_format: 'tsv',
    });
    const [stored] = double.glossaries.glossaries.values();
    expect(double.requests.find(translations)?.body).toMatchObject({
      source_lang: 'EN',
      target_lang: 'DE',
      glossary_id: stored?.glossary_id,
    });
  });

  it('uses the bare language for a glossary whose translations need a variant', async () => {
    expect(
      await engine().translate(['Rechnung'], 'de', 'en', {
        glossary: [{ source: 'Rechnung', target: 'invoice' }],
      }),
    ).toEqual(['[EN-US] invoice']);
    expect(double.requests.find(made)?.body).toMatchObject({ source_lang: 'de', target_lang: 'en' });
  });

  it('makes one glossary for every chunk and call with the same terms and pair', async () => {
    const deepl = engine();
    const texts = Array.from({ length: 120 }, (_, index) => `invoice ${index}`);
    const translated = await deepl.translate(texts, 'en', 'de', { glossary });
    expect(translated[119]).toBe('[DE] Rechnung 119');
    await deepl.translate(['One more invoice'], 'en', 'de', { glossary });
    expect(double.requests.filter(made)).toHaveLength(1);
    expect(double.requests.filter(translations)).toHaveLength(4);
  });

  it('makes another glossary for other terms or another pair', async () => {
    const deepl = engine();
    await deepl.translate(['invoice'], 'en', 'de', { glossary });
    await deepl.translate(['invoice'], 'en', 'fr', { glossary });
    await deepl.translate(['invoice'], 'en', 'de', { glossary: [{ source: 'invoice', target: 'Faktura' }] });
    expect(double.requests.filter(made)).toHaveLength(3);
  });

  it('translates without a glossary when no term survives cleaning', async () => {
    expect(
      await engine().translate(['Hi'], 'en', 'de', { glossary: [{ source: ' ', target: 'x' }] }),
    ).toEqual(['[DE] Hi']);
    expect(double.requests.map((request) => request.path)).toEqual(['/v2/translate']);
  });

  it('sends entries DeepL accepts even from a messy glossary', async () => {
    const messy: GlossaryTerm[] = [
      { source: 'invoice\t', target: 'Rechnung' },
      { source: 'invoice', target: 'Faktura' },
      { source: 'due\ndate', target: 'Fälligkeit' },
    ];
    expect(await engine().translate(['due date of the invoice'], 'en', 'de', { glossary: messy })).toEqual([
      '[DE] Fälligkeit of the Rechnung',
    ]);
  });

  it('reuses a glossary an earlier process made for the same terms instead of making another', async () => {
    await engine().translate(['invoice'], 'en', 'de', { glossary });
    await engine().translate(['invoice'], 'en', 'de', { glossary });
    expect(double.requests.filter(made)).toHaveLength(1);
  });

  it('makes the glossary again when DeepL no longer knows it', async () => {
    const deepl = engine();
    await deepl.translate(['invoice'], 'en', 'de', { glossary });
    double.glossaries.glossaries.clear();
    expect(await deepl.translate(['invoice'], 'en', 'de', { glossary })).toEqual(['[DE] Rechnung']);
    expect(double.requests.filter(made)).toHaveLength(2);
    expect(double.requests.filter(translations).map((request) => request.path)).toHaveLength(3);
  });

  it('waits for a glossary DeepL has not finished preparing', async () => {
    double.glossaries.readyAfterChecks = 1;
    expect(await engine().translate(['invoice'], 'en', 'de', { glossary })).toEqual(['[DE] Rechnung']);
    const [stored] = double.glossaries.glossaries.values();
    expect(double.requests.some((request) => request.path === `/v2/glossaries/${stored?.glossary_id}`)).toBe(
      true,
    );
  });

  it("passes on DeepL's reason when it refuses a glossary", async () => {
    await expect(engine().translate(['invoice'], 'en', 'th', { glossary })).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'DeepL refused the request (HTTP 400): Unsupported glossary language pair.',
    });
  });

  it('has a double that refuses the entries DeepL refuses, so the cleaning above is tested', async () => {
    const create = (entries: string) =>
      fetch(`${double.url}/v2/glossaries`, {
        method: 'POST',
        headers: { authorization: `DeepL-Auth-Key ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'n',
          source_lang: 'en',
          target_lang: 'de',
          entries,
          entries_format: 'tsv',
        }),
      });
    for (const entries of [
      'invoice\tRechnung\ninvoice\tFaktura',
      'due\tdate\tFälligkeit',
      ' invoice\tRechnung',
    ]) {
      const refusal = await create(entries);
      expect(refusal.status).toBe(400);
      expect(await refusal.json()).toMatchObject({ message: 'Invalid glossary entries provided' });
    }
    expect((await create('invoice\tRechnung')).status).toBe(201);
  });
});
