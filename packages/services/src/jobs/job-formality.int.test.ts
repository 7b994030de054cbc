// A job's formality is kept with the job and reaches the engine that can honour it: DeepL as its own
// `formality` parameter, an OpenAI-compatible model as an instruction in its prompt; Apertium ignores it.
import type { Formality } from '@verso/core';
import { type DeeplDouble, startDeeplDouble } from '@verso/core/engines/deepl/deepl-double';
import { type OpenAiDouble, startOpenAiDouble } from '@verso/core/engines/openai/openai-double';
import { jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queueSentenceJob } from '../testing/jobLedger';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`a job's formality on ${backendName}`, () => {
  let deepl: DeeplDouble;
  let openAi: OpenAiDouble;
  beforeAll(async () => {
    // The engines read the operator's environment once, when first listed: before the services start.
    deepl = await startDeeplDouble({ apiKey: 'test-key:fx' });
    openAi = await startOpenAiDouble();
    Object.assign(process.env, {
      DEEPL_API_KEY: 'test-key:fx',
      DEEPL_API_URL: deepl.url,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${openAi.url}/v1`,
    });
  });
  afterAll(async () => {
    await deepl.close();
    await openAi.close();
  });
  // No runner: each test runs its job itself.
  const services = servicesDuringTests();

  const translated = async (engine: string, formality: Formality) => {
    const user = await services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits: 20 });
    const job = await queueSentenceJob(services(), user.id, engine, { to: 'de', formality });
    await runJob({ ...services(), leaseMs: 60_000 }, job.id);
    const [row] = await services().db.select().from(jobs).where(eq(jobs.id, job.id));
    return row;
  };

  test('DeepL is sent the formality the job was created with', async () => {
    const job = await translated('deepl', 'prefer_less');
    expect(job).toMatchObject({ status: 'completed', formality: 'prefer_less' });
    const sent = deepl.requests.map((request) => (request.body as { formality?: string }).formality);
    expect(sent).toEqual(['prefer_less']);
  });

  test('an OpenAI-compatible model is asked for the register in its prompt', async () => {
    const job = await translated('openai', 'more');
    expect(job).toMatchObject({ status: 'completed', formality: 'more' });
    expect(openAi.prompts.at(-1)?.system).toContain('Use a formal register');
  });

  test('the default is stored as no formality at all, so the operator’s own setting applies', async () => {
    const job = await translated('deepl', 'default');
    expect(job?.formality).toBeNull();
    expect(deepl.requests.at(-1)?.body).not.toHaveProperty('formality');
  });
});
