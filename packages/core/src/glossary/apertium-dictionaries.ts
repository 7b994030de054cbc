// Apertium's compiled dictionaries of a language, from the installed pairs: the analyser
// (`<language>-<other>.automorf.bin`, word → readings) and the generator (`<other>-<language>.autogen.bin`,
// reading → word), and `lt-proc` to run them, one item a line (it keeps the line breaks).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { languageByCode } from '../languages';

const execFileAsync = promisify(execFile);
const apertiumData = '/usr/share/apertium';
const analyserFile = /^([a-z]{2,3})-[a-z]{2,3}\.automorf\.bin$/;
const generatorFile = /^[a-z]{2,3}-([a-z]{2,3})\.autogen\.bin$/;

function dictionaryFor(language: string, file: RegExp, dataDirectory: string): string | undefined {
  if (!existsSync(dataDirectory)) return undefined;
  const pairs = readdirSync(dataDirectory).filter((name) => name.startsWith('apertium-'));
  for (const pair of pairs.sort()) {
    for (const name of readdirSync(join(dataDirectory, pair))) {
      const code = file.exec(name)?.[1];
      if (code && languageByCode(code)?.code === language) return join(dataDirectory, pair, name);
    }
  }
  return undefined;
}

/** An installed analyser of `language`, or undefined. */
export function analyserFor(language: string, dataDirectory = apertiumData): string | undefined {
  return dictionaryFor(language, analyserFile, dataDirectory);
}

/** An installed generator of `language`, or undefined. */
export function generatorFor(language: string, dataDirectory = apertiumData): string | undefined {
  return dictionaryFor(language, generatorFile, dataDirectory);
}

/** Runs `lt-proc` over the lines: line N of the answer is for line N; empty answers on failure. */
export async function runDictionary(
  dictionary: string,
  lines: readonly string[],
  mode: 'analyse' | 'generate',
): Promise<string[]> {
  const args = mode === 'generate' ? ['-g', dictionary] : [dictionary];
  const child = execFileAsync('lt-proc', args, { maxBuffer: 4 * 1024 * 1024, timeout: 10_000 });
  child.child.stdin?.end(`${lines.join('\n')}\n`);
  const { stdout } = await child.catch(() => ({ stdout: '' }));
  return stdout.split('\n').slice(0, lines.length);
}
