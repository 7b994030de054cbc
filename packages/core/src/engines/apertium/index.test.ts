// Runs the real `apertium` with the Debian pairs eng-spa and es-pt installed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserFacingError } from '../../errors';
import {
  apertiumEngine,
  closeApertiumPipelines,
  createApertiumEngine,
  runningApertiumPipelines,
} from './index';

function pipelinePid(mode: string): number | undefined {
  return runningApertiumPipelines().find((pipeline) => pipeline.mode === mode)?.pid;
}

describe('Apertium engine', () => {
  afterAll(() => closeApertiumPipelines());

  it('translates English to Spanish', async () => {
    const [translation] = await apertiumEngine.translate(['The house is small.'], 'en', 'es');
    expect(translation).toContain('casa');
  });

  it('translates Spanish to Portuguese', async () => {
    const [translation] = await apertiumEngine.translate(['El libro está en la mesa.'], 'es', 'pt');
    expect(translation).toMatch(/livro/);
  });

  it('keeps the spaces between the words a hyphenated compound becomes, and its words known as one', async () => {
    const translations = await apertiumEngine.translate(
      [
        'Two-Column Document with Lorem Ipsum',
        'Temperatures stayed near the long-term average.',
        'Send an e-mail.',
      ],
      'en',
      'es',
    );
    // Apertium alone gives "Documentodedos Columnas" and "la mediadeplazo largo".
    expect(translations[0]).toMatch(/^Documento de dos Columnas con/);
    expect(translations[1]).toContain('media de plazo');
    expect(translations[2]).toBe('Enviar un email.');
  });

  it('brings a batch of 50 sentences back as 50 translations in order', async () => {
    const sentences = Array.from({ length: 50 }, (_, index) => `I have ${index + 1} red cars.`);
    const translations = await apertiumEngine.translate(sentences, 'en', 'es');
    expect(translations).toHaveLength(50);
    translations.forEach((translation, index) => {
      expect(translation).toBe(`Tengo ${index + 1} coches rojos.`);
    });
  });

  it('keeps newlines, blank texts, markup characters and surrounding spaces', async () => {
    const translations = await apertiumEngine.translate(
      ['The house is small.\nThe car is red.', '   ', '  3 < 4 & 5  '],
      'en',
      'es',
    );
    expect(translations[0]).toBe('La casa es pequeña.\nEl coche es rojo.');
    expect(translations[1]).toBe('   ');
    expect(translations[2]).toBe('  3 < 4 & 5  ');
  });

  it('leaves no unknown-word marks', async () => {
    const [translation] = await apertiumEngine.translate(['He goed to the shopz.'], 'en', 'es');
    expect(translation).not.toMatch(/[*#@]/);
    expect(translation).toContain('shopz');
  });

  it('lists installed modes as ISO pairs', async () => {
    const pairs = await apertiumEngine.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(pairs).toContainEqual({ from: 'pt', to: 'es' });
  });

  it('refuses a pair it has no mode for', async () => {
    await expect(apertiumEngine.translate(['Hallo'], 'de', 'en')).rejects.toMatchObject({
      code: 'unsupported_pair',
      message: expect.stringContaining('German → English'),
    });
  });

  it('reports itself unavailable, with how to fix it, when the command is missing', async () => {
    const missing = createApertiumEngine({ command: 'apertium-not-installed-here' });
    const status = await missing.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/not found; install it with `apt-get install apertium/);
    expect(await missing.pairs()).toEqual([]);
    await expect(missing.translate(['Hi'], 'en', 'es')).rejects.toBeInstanceOf(UserFacingError);
  });

  it('answers 20 sentences one after another from one warm pipeline, quickly', async () => {
    await apertiumEngine.translate(['Warm up.'], 'en', 'es');
    const pid = pipelinePid('eng-spa');
    for (let index = 1; index <= 20; index++) {
      const [translation] = await apertiumEngine.translate([`I have ${index} red cars.`], 'en', 'es');
      expect(translation).toBe(`Tengo ${index} coches rojos.`);
    }
    // The same pipeline answered all twenty: a process start per call would take ≈ 6 s.
    expect(pid).toBeGreaterThan(0);
    expect(pipelinePid('eng-spa')).toBe(pid);
  });

  it('answers requests sent together in the order they were sent, from the one pipeline', async () => {
    await apertiumEngine.translate(['Warm up.'], 'en', 'es');
    const pid = pipelinePid('eng-spa');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((count) =>
        apertiumEngine.translate([`I have ${count} red cars.`, 'Hello.'], 'en', 'es'),
      ),
    );
    expect(answers).toEqual([1, 2, 3, 4, 5].map((count) => [`Tengo ${count} coches rojos.`, 'Hola.']));
    expect(pipelinePid('eng-spa')).toBe(pid);
  });

  it('restarts a killed pipeline without the caller noticing', async () => {
    await apertiumEngine.translate(['The house is small.'], 'en', 'es');
    const pid = pipelinePid('eng-spa') ?? 0;
    process.kill(-pid, 'SIGKILL');
    const [translation] = await apertiumEngine.translate(['The house is small.'], 'en', 'es');
    expect(translation).toBe('La casa es pequeña.');
    expect(pipelinePid('eng-spa')).not.toBe(pid);
  });

  it('gives up with a clear error when a restarted pipeline stalls again', async () => {
    // A data directory whose eng-spa mode reads forever and never answers.
    const dataDirectory = await mkdtemp(join(tmpdir(), 'verso-apertium-stall-'));
    await mkdir(join(dataDirectory, 'modes'));
    await writeFile(join(dataDirectory, 'modes', 'eng-spa.mode'), 'tail -f /dev/null\n');
    const stalling = createApertiumEngine({ dataDirectory, timeoutMs: 100 });
    try {
      await expect(stalling.translate(['The house is small.'], 'en', 'es')).rejects.toMatchObject({
        code: 'engine_unavailable',
        message: expect.stringMatching(/eng-spa translator stopped twice in a row: .*gave no answer within/),
      });
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });
});
