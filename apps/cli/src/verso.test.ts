// Runs the real `verso` launcher as a user would, with the real Apertium engine.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  pagesRenderedByPoppler,
  popplerPageText,
  popplerText,
} from '@verso/core/formats/pdf/testing/poppler';
import { scannedCopy, withHiddenText } from '@verso/core/formats/pdf/testing/scanned-pdf';
import { corpusFile } from '@verso/core/testing/corpus';
import { describe, expect, it } from 'vitest';
import { runVerso } from './testing/run-verso';

const verso = (...args: string[]) => runVerso(args);

describe('verso text', () => {
  it('prints the Spanish translation', async () => {
    const result = await verso('text', 'The house is small.', '--from', 'en', '--to', 'es');
    expect(result).toEqual({ code: 0, stdout: 'La casa es pequeña.\n', stderr: '' });
  });

  it('accepts language names and an explicit engine', async () => {
    const result = await verso('text', 'Hello', '--from', 'English', '--to', 'French', '--engine', 'pseudo');
    expect(result.stdout).toMatch(/^⟦Ĥéļļö.*⟧\n$/);
  });

  it('explains an unsupported pair on stderr and exits 1 without a stack trace', async () => {
    const result = await verso('text', 'Hello', '--from', 'en', '--to', 'de');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Apertium cannot translate English → German\./);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('names a missing option and shows the usage', async () => {
    const result = await verso('text', 'Hello', '--from', 'en');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: --to is required.\nUsage: verso text');
  });

  it('names an unknown language or engine', async () => {
    expect((await verso('text', 'Hi', '--from', 'xx', '--to', 'es')).stderr).toMatch(
      /"xx" is not a language/,
    );
    expect((await verso('text', 'Hi', '--from', 'en', '--to', 'es', '-e', 'babelfish')).stderr).toMatch(
      /no engine called "babelfish"/,
    );
  });
});

describe('verso --glossary', () => {
  it("translates the CSV file's terms as it says, in a text and in a file", async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const terms = join(directory, 'terms.csv');
    await writeFile(terms, 'source,target\nhouse,vivienda\n');
    const text = await verso('text', 'The house is small.', '-f', 'en', '-t', 'es', '--glossary', terms);
    // The article and the adjective agree with the term, not with the word the engine chose for "house".
    expect(text.stdout).toBe('La vivienda es pequeña.\n');
    const input = join(directory, 'notes.txt');
    await writeFile(input, 'The house is small.\n\nI have a red car.\n');
    await verso('translate', input, '-f', 'en', '-t', 'es', '-g', terms);
    expect(await readFile(join(directory, 'notes.es.txt'), 'utf8')).toBe(
      'La vivienda es pequeña.\n\nTengo un coche rojo.\n',
    );
  });

  it('names a glossary file that does not exist', async () => {
    const result = await verso('text', 'Hi', '-f', 'en', '-t', 'es', '-g', '/nowhere/terms.csv');
    expect(result).toMatchObject({
      code: 1,
      stderr: 'error: The glossary /nowhere/terms.csv does not exist.\n',
    });
  });
});

describe('verso translate', () => {
  it('writes the translated file beside the input and prints its path and word count', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const input = join(directory, 'notes.txt');
    await writeFile(input, 'The house is small.\r\n\r\nI have a red car.\r\n');
    const result = await verso('translate', input, '--from', 'en', '--to', 'es');
    const output = join(directory, 'notes.es.txt');
    expect(result).toMatchObject({ code: 0, stdout: `${output}\n9 words\n` });
    expect(await readFile(output, 'utf8')).toBe('La casa es pequeña.\r\n\r\nTengo un coche rojo.\r\n');
  });

  it('writes to the path given with -o', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const output = join(directory, 'out.txt');
    const result = await verso(
      'translate',
      corpusFile('txt/argos-example.txt'),
      '-f',
      'en',
      '-t',
      'es',
      '-o',
      output,
    );
    expect(result.code).toBe(0);
    expect(await readFile(output, 'utf8')).toContain('Traducción');
  });

  it('refuses a missing file and an unsupported format clearly', async () => {
    const missing = await verso('translate', '/nowhere/notes.txt', '--from', 'en', '--to', 'es');
    expect(missing).toMatchObject({ code: 1, stderr: 'error: /nowhere/notes.txt does not exist.\n' });
    const keynote = join(await mkdtemp(join(tmpdir(), 'verso-cli-')), 'slides.key');
    await writeFile(keynote, 'not a format Verso reads');
    const refused = await verso('translate', keynote, '--from', 'en', '--to', 'es');
    expect(refused.stderr).toMatch(
      /^error: Verso cannot translate "\.key" files yet\. Accepted: \.pdf, .*\.json/,
    );
  });

  it('translates an encrypted PDF given its password, side by side with the original when asked', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const input = corpusFile('pdf/argos-password-samplefiles.pdf');
    const refused = await verso('translate', input, '--from', 'en', '--to', 'es');
    expect(refused.stderr).toMatch(/protected by a password/);
    const output = join(directory, 'brochure.es.pdf');
    const args = ['--from', 'en', '--to', 'es', '--password', 'samplefiles', '--bilingual', '-o', output];
    const result = await verso('translate', input, ...args);
    expect(result.code).toBe(0);
    const text = popplerText(await readFile(output), 'samplefiles');
    expect(text).toContain('de la muestra');
    expect(text).toContain('Sample-files.com');
    // Two whole runs of the CLI, each starting MuPDF and Apertium: more than the default on a busy machine.
  }, 90_000);

  it('writes alternating bilingual pages when asked: original page, then its translation', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const input = corpusFile('pdf/argos-example.pdf');
    const output = join(directory, 'example.es.pdf');
    const bilingual = ['--bilingual', '--bilingual-pages', 'alternating'];
    const result = await verso('translate', input, '-f', 'en', '-t', 'es', ...bilingual, '-o', output);
    expect(result.code).toBe(0);
    const pdf = await readFile(output);
    expect(pagesRenderedByPoppler(pdf)).toBe(2 * pagesRenderedByPoppler(await readFile(input)));
    const [original, translation] = [popplerPageText(pdf, 1), popplerPageText(pdf, 2)];
    expect(original).toContain('for Developers');
    expect(translation).not.toContain('for Developers');
    expect(translation).toMatch(/Ejemplo/i);
    const wrong = await verso('translate', input, '-f', 'en', '-t', 'es', '--bilingual-pages', 'table');
    expect(wrong.stderr).toMatch(/bilingualPages/);
  }, 90_000);

  it('reads a scan whose hidden text is wrong from its image with --force-ocr, and translates that', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'verso-cli-'));
    const scan = await scannedCopy(await readFile(corpusFile('pdf/pypdf-crazyones-pdfa.pdf')));
    const input = join(directory, 'crazy.pdf');
    await writeFile(input, await withHiddenText(scan, 'The house is small.'));
    const translate = async (...flags: string[]) => {
      const output = join(directory, `out${flags.join('')}.pdf`);
      const result = await verso('translate', input, '-f', 'en', '-t', 'es', ...flags, '-o', output);
      expect(result.code).toBe(0);
      return popplerText(await readFile(output));
    };
    // Without the flag the wrong text layer is what gets translated.
    const layer = await translate();
    expect(layer).toContain('La casa es pequeña.');
    expect(layer).not.toMatch(/\blocos\b/);
    const forced = await translate('--force-ocr');
    expect(forced).toMatch(/\blocos\b/);
    expect(forced).toContain('Inventan');
    expect(forced).not.toMatch(/They invent|the crazy ones/);
  }, 180_000);
});

describe('verso engines and formats', () => {
  it('lists the engines with availability, pair counts, languages served and the tiers', async () => {
    const { stdout } = await verso('engines');
    expect(stdout).toMatch(/^ENGINE\s+AVAILABLE\s+PAIRS\s+LANGUAGES\s+DETAIL/);
    // The languages of the pairs installed: `npm start` installs these and more (machines differ in the rest).
    const apertium = /^apertium\s+yes\s+\d+\s+([a-z, ]+?)\s{2,}/m.exec(stdout)?.[1]?.split(', ') ?? [];
    expect(apertium).toEqual(
      expect.arrayContaining(['ca', 'da', 'en', 'es', 'fr', 'gl', 'it', 'pt', 'ro', 'sv']),
    );
    expect(apertium).toEqual([...apertium].sort());
    expect(stdout).toMatch(/^deepl\s+no\s+0\s+—\s+Set DEEPL_API_KEY/m);
    expect(stdout).toContain('Tiers: Basic → apertium, Advanced → apertium, Thinking → apertium');
    expect(stdout).toMatch(/^pocketsphinx\s+yes\s+Offline, on this server: English only/m);
    expect(stdout).toMatch(/^whisper\s+no\s+Set WHISPER_BASE_URL/m);
    expect(stdout).toMatch(/Speech recognition by default: pocketsphinx\n$/);
  });

  it('lists the engines as JSON', async () => {
    const { engines, tiers } = JSON.parse((await verso('engines', '--json')).stdout) as {
      engines: { id: string; available: boolean; detail: string }[];
      tiers: { tiers: Record<string, string> };
    };
    expect(tiers.tiers).toEqual({ basic: 'apertium', advanced: 'apertium', thinking: 'apertium' });
    expect(engines.map((engine) => engine.id)).toEqual([
      'apertium',
      'deepl',
      'libretranslate',
      'google',
      'azure',
      'openai',
      'identity',
      'pseudo',
      'slow',
    ]);
    const available = Object.fromEntries(engines.map((engine) => [engine.id, engine.available]));
    expect(available).toEqual({
      apertium: true,
      deepl: false,
      libretranslate: false,
      google: false,
      azure: false,
      openai: false,
      identity: true,
      pseudo: true,
      slow: true,
    });
    expect(engines.find((engine) => engine.id === 'deepl')?.detail).toContain('DEEPL_API_KEY');
  });

  it('lists the formats, as a table or JSON', async () => {
    expect((await verso('formats')).stdout).toMatch(/^txt\s+Plain text\s+\.txt/m);
    expect(JSON.parse((await verso('formats', '--json')).stdout)).toContainEqual(
      expect.objectContaining({ id: 'txt', extensions: ['.txt'] }),
    );
  });
});

describe('verso usage', () => {
  it('prints the commands for --help and exits 0', async () => {
    const result = await verso('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: verso <command>[\s\S]*translate[\s\S]*engines/);
  });

  it('names an unknown command, shows the usage and exits 1', async () => {
    const result = await verso('frobnicate');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: unknown command "frobnicate"\n\nUsage: verso <command>/);
  });
});
