// The OpenAI-compatible engine against its local test double (openai-double.ts), never a real model.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiEngine, type OpenAiOptions } from './index';
import { type OpenAiDouble, startOpenAiDouble } from './openai-double';

const apiKey = 'sk-test';
let double: OpenAiDouble;

beforeAll(async () => {
  double = await startOpenAiDouble({ apiKey });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

function engine(options: OpenAiOptions = {}) {
  return createOpenAiEngine({
    apiKey,
    baseUrl: `${double.url}/v1`,
    backoffBaseMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}

/** Adds latency to every request and records how many were in flight at once. */
function slowNetwork(latencyMs: number) {
  const realFetch = globalThis.fetch;
  const seen = { inFlight: 0, most: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    try {
      await sleep(latencyMs);
      return await realFetch(...args);
    } finally {
      seen.inFlight -= 1;
    }
  });
  return seen;
}

describe('OpenAI-compatible engine', () => {
  it('sends the documented request: bearer key, model, temperature 0, a numbered JSON array', async () => {
    expect(await engine({ model: 'test-model' }).translate(['Hello'], 'en', 'es')).toEqual(['[es] Hello']);
    const [request] = double.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    const body = request?.body as { model: string; temperature: number; messages: { content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]?.content).toMatch(/from English to Spanish.*ONLY a JSON array.*same ids/);
    expect(JSON.parse(body.messages[1]?.content ?? '')).toEqual([{ id: 1, text: 'Hello' }]);
  });

  it('keeps the order of 100 segments sent in several concurrent requests', async () => {
    const seen = slowNetwork(20);
    const texts = Array.from({ length: 100 }, (_, index) => `Sentence ${index}`);
    expect(await engine({ concurrency: 2 }).translate(texts, 'en', 'de')).toEqual(
      texts.map((text) => `[de] ${text}`),
    );
    expect(double.requests).toHaveLength(3);
    expect(seen.most).toBe(2);
  });

  it('sends at most about 6,000 characters per request', async () => {
    const texts = Array.from({ length: 5 }, () => 'x'.repeat(2_500));
    await engine().translate(texts, 'en', 'fr');
    expect(double.requests).toHaveLength(3);
  });

  it('tolerates answers wrapped in a ```json fence', async () => {
    const fenced = await startOpenAiDouble({ fenced: true });
    try {
      const translations = await createOpenAiEngine({ baseUrl: `${fenced.url}/v1` }).translate(
        ['One', 'Two'],
        'en',
        'ja',
      );
      expect(translations).toEqual(['[ja] One', '[ja] Two']);
      expect(fenced.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await fenced.close();
    }
  });

  it('recovers a missing id by asking again in two halves', async () => {
    double.misbehaveNext('missing-id');
    expect(await engine().translate(['A', 'B', 'C'], 'en', 'it')).toEqual(['[it] A', '[it] B', '[it] C']);
    const sizes = double.requests.map(
      (request) =>
        JSON.parse((request.body as { messages: { content: string }[] }).messages[1]?.content ?? '').length,
    );
    expect(sizes).toEqual([3, 2, 1]);
  });

  it('fails clearly when the model keeps answering something that is not a translation list', async () => {
    double.misbehaveNext('garbage', 'garbage');
    await expect(engine({ model: 'tiny' }).translate(['A', 'B'], 'en', 'it')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: expect.stringMatching(
        /^The model tiny at .* answered with something that is not a translation list/,
      ),
    });
  });

  it('passes placeholders, variables and URLs through', async () => {
    const text = 'Open <g1>the file</g1><x2/> for {name} at %s: https://example.com/a?b=1';
    expect(await engine().translate([text], 'en', 'es')).toEqual([`[es] ${text}`]);
  });

  it('names the variable to check when the key is rejected', async () => {
    await expect(engine({ apiKey: 'sk-wrong' }).translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: expect.stringMatching(/rejected the API key \(HTTP 401\)\. Check OPENAI_API_KEY\./),
    });
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    double.misbehaveNext('rate-limit');
    const started = performance.now();
    expect(await engine().translate(['Hi'], 'en', 'de')).toEqual(['[de] Hi']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('reports a server that does not answer in time', async () => {
    double.misbehaveNext('hang');
    await expect(engine({ timeoutMs: 200 }).translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /did not answer within 0\.2 s/,
    );
  });

  it('serves every pair when configured, and names the variables to set when not', async () => {
    expect(await engine().pairs()).toContainEqual({ from: 'fa', to: 'sw' });
    expect((await createOpenAiEngine({ baseUrl: 'http://localhost:11434/v1' }).status()).available).toBe(
      true,
    );
    const unconfigured = createOpenAiEngine();
    const status = await unconfigured.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/OPENAI_API_KEY.*OPENAI_BASE_URL.*OPENAI_MODEL/);
    expect(await unconfigured.pairs()).toEqual([]);
    await expect(unconfigured.translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
    });
  });

  it('says which model it runs and that it applies glossaries itself', () => {
    const llm = engine({ model: 'test-model' });
    expect(llm.model).toBe('test-model');
    expect(llm.handlesGlossary).toBe(true);
    expect(createOpenAiEngine().model).toBe('gpt-4o-mini');
  });

  it('follows the glossary: the terms reach the model and come back translated as listed', async () => {
    const glossary = [
      { source: 'invoice', target: 'Rechnung' },
      { source: 'Verso', target: 'Verso', keepAsIs: true },
      { source: 'receipt', target: 'Quittung' },
    ];
    const translations = await engine().translate(['Verso sends the invoice.'], 'en', 'de', { glossary });
    expect(translations).toEqual(['[de] Verso sends the Rechnung.']);
    const [prompt] = double.prompts.slice(-1);
    expect(prompt?.system).toContain('- "invoice" → "Rechnung"\n- "Verso": do not translate');
    expect(prompt?.system).not.toContain('Quittung');
  });

  it('sends the document context and the style, sliced along with the chunks', async () => {
    const texts = Array.from({ length: 45 }, (_, index) => `Sentence ${index}.`);
    const context = texts.map((_, index) => ({
      documentTitle: 'Manual',
      heading: index < 30 ? 'Setup' : 'Usage',
      previous: index > 0 ? texts[index - 1] : undefined,
      next: texts[index + 1],
    }));
    double.prompts.length = 0;
    await engine().translate(texts, 'en', 'fr', { context, style: 'formal, for engineers' });
    const [first, second] = double.prompts;
    expect(first?.system).toContain('Style: formal, for engineers');
    expect(first?.user).toMatch(/^Document title: "Manual"\nSection heading of ids 1–30: "Setup"\n/);
    expect(first?.user).toContain('Section heading of ids 31–40: "Usage"\nText after id 40: "Sentence 40."');
    expect(second?.items.map((item) => item.text)).toEqual(texts.slice(40));
    expect(second?.user).toMatch(
      /^Document title: "Manual"\nSection heading: "Usage"\nText before id 1: "Sentence 39\."\n\n\[/,
    );
  });

  it("asks for the job's formality in the prompt, and for nothing by default", async () => {
    double.prompts.length = 0;
    await engine().translate(['How are you?'], 'en', 'de', { formality: 'more' });
    await engine().translate(['How are you?'], 'en', 'de', { formality: 'default' });
    const [formal, plain] = double.prompts;
    expect(formal?.system).toContain('Use a formal register');
    expect(plain?.system).not.toContain('register');
  });

  it('asks again in two halves with each half keeping its own context', async () => {
    double.prompts.length = 0;
    double.misbehaveNext('missing-id');
    const context = [{ heading: 'One' }, { heading: 'One' }, { heading: 'Two' }];
    expect(await engine().translate(['A', 'B', 'C'], 'en', 'it', { context })).toHaveLength(3);
    expect(double.prompts.map((prompt) => prompt.user.split('\n')[0])).toEqual([
      'Section heading of ids 1–2: "One"',
      'Section heading: "One"',
      'Section heading: "Two"',
    ]);
  });

  it('runs engines for different models side by side, sharing the server’s concurrency limit', async () => {
    const seen = slowNetwork(20);
    const texts = Array.from({ length: 80 }, (_, index) => `Sentence ${index}`);
    double.prompts.length = 0;
    const [small, large] = await Promise.all([
      engine({ model: 'small', concurrency: 2 }).translate(texts, 'en', 'de'),
      engine({ model: 'large', concurrency: 2 }).translate(texts, 'en', 'de'),
    ]);
    expect(small).toEqual(large);
    expect(seen.most).toBe(2);
    expect(double.prompts.map((prompt) => prompt.model).sort()).toEqual(['large', 'large', 'small', 'small']);
  });
});
