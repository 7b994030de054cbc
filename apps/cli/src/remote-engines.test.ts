// `verso text` and `verso translate` with each remote engine, each pointed by its environment variables
// at that service's local test double (never the real service): what an operator who sets the variables
// gets from the command line.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAzureDouble } from '@verso/core/engines/azure/azure-double';
import { startDeeplDouble } from '@verso/core/engines/deepl/deepl-double';
import { startGoogleDouble } from '@verso/core/engines/google/google-double';
import type { RunningDouble } from '@verso/core/engines/http/json-double';
import { startLibreTranslateDouble } from '@verso/core/engines/libretranslate/libretranslate-double';
import { startOpenAiDouble } from '@verso/core/engines/openai/openai-double';
import { afterAll, describe, expect, it } from 'vitest';
import { runVerso } from './testing/run-verso';

const doubles: RunningDouble[] = [];
afterAll(() => Promise.all(doubles.map((double) => double.close())));

async function started<Double extends RunningDouble>(double: Promise<Double>): Promise<Double> {
  doubles.push(await double);
  return double;
}

interface RemoteCase {
  engine: string;
  /** The environment an operator sets, pointing at a freshly started double. */
  environment(): Promise<Record<string, string>>;
  /** What the double answers for "The house is small." into Spanish. */
  spanish: string;
}

const cases: RemoteCase[] = [
  {
    engine: 'deepl',
    environment: async () => {
      const double = await started(startDeeplDouble({ apiKey: 'cli-key:fx' }));
      return { DEEPL_API_KEY: 'cli-key:fx', DEEPL_API_URL: double.url };
    },
    spanish: '[ES] The house is small.',
  },
  {
    engine: 'google',
    environment: async () => {
      const double = await started(startGoogleDouble({ apiKey: 'cli-key' }));
      return { GOOGLE_TRANSLATE_API_KEY: 'cli-key', GOOGLE_TRANSLATE_URL: double.url };
    },
    spanish: '[es] The house is small.',
  },
  {
    engine: 'azure',
    environment: async () => {
      const double = await started(startAzureDouble({ apiKey: 'cli-key', region: 'westeurope' }));
      return {
        AZURE_TRANSLATOR_KEY: 'cli-key',
        AZURE_TRANSLATOR_REGION: 'westeurope',
        AZURE_TRANSLATOR_ENDPOINT: double.url,
      };
    },
    spanish: '[es] The house is small.',
  },
  {
    engine: 'libretranslate',
    environment: async () => {
      const double = await started(startLibreTranslateDouble({ apiKey: 'cli-key' }));
      return { LIBRETRANSLATE_URL: double.url, LIBRETRANSLATE_API_KEY: 'cli-key' };
    },
    spanish: '[es] The house is small.',
  },
  {
    engine: 'openai',
    environment: async () => {
      const double = await started(startOpenAiDouble({ apiKey: 'cli-key' }));
      return { OPENAI_API_KEY: 'cli-key', OPENAI_BASE_URL: `${double.url}/v1` };
    },
    spanish: '[es] The house is small.',
  },
];

describe.each(cases)('verso with the $engine engine against its local double', (remote) => {
  it('translates a text, and a file beside the input', async () => {
    const env = { ...process.env, ...(await remote.environment()) };
    const text = await runVerso(
      ['text', 'The house is small.', '--from', 'en', '--to', 'es', '--engine', remote.engine],
      env,
    );
    expect(text).toMatchObject({ code: 0, stdout: `${remote.spanish}\n` });

    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-remote-'));
    await writeFile(join(directory, 'notes.txt'), 'The house is small.\n');
    const file = await runVerso(
      ['translate', join(directory, 'notes.txt'), '-f', 'en', '-t', 'es', '-e', remote.engine],
      env,
    );
    expect(file.code).toBe(0);
    expect(await readFile(join(directory, 'notes.es.txt'), 'utf8')).toBe(`${remote.spanish}\n`);
  });

  it('lists the engine as available once its variables are set', async () => {
    const env = { ...process.env, ...(await remote.environment()) };
    const { stdout } = await runVerso(['engines', '--json'], env);
    const { engines } = JSON.parse(stdout) as { engines: { id: string; available: boolean }[] };
    expect(engines.find((engine) => engine.id === remote.engine)?.available).toBe(true);
  });
});

describe('verso with a remote engine that refuses the key', () => {
  it('names the engine and the bad key, and exits 1', async () => {
    const double = await started(startDeeplDouble({ apiKey: 'right-key:fx' }));
    const env = { ...process.env, DEEPL_API_KEY: 'wrong-key:fx', DEEPL_API_URL: double.url };
    const result = await runVerso(['text', 'Hello', '-f', 'en', '-t', 'es', '-e', 'deepl'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: DeepL .*key/i);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
