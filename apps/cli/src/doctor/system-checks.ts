// The machine's side of `verso doctor`: the engines and their languages, and the tools document
// translation calls (Apertium, Tesseract, Noto fonts, LibreOffice, TeX, FFmpeg), each with the Debian
// packages that supply it. All optional: without them the site still runs and says what it cannot do.
import { type Engine, tesseractModels, tesseractPackage } from '@verso/core';
import type { HealthCheck } from '@verso/services';
import type { SystemProbe } from './system-probe';

const install = (packages: readonly string[]) => `install: sudo apt-get install ${packages.join(' ')}`;
const found = (name: string, detail: string): HealthCheck => ({ name, required: false, ok: true, detail });
const missing = (name: string, detail: string): HealthCheck => ({ name, required: false, ok: false, detail });

/** The pairs `npm start` installs, by the mode `apertium -l` lists for each. */
const apertiumPairPackages: Record<string, string> = {
  'eng-spa': 'apertium-eng-spa',
  'eng-cat': 'apertium-eng-cat',
  'fr-es': 'apertium-fr-es',
  'es-pt': 'apertium-es-pt',
  'spa-ita': 'apertium-spa-ita',
  'ro-es': 'apertium-es-ro',
};

async function apertiumCheck(probe: SystemProbe) {
  const modes = await probe.output('apertium', ['-l']);
  if (modes === null)
    return missing('apertium pairs', install(['apertium', ...Object.values(apertiumPairPackages)]));
  const listed = new Set(modes.split('\n').map((line) => line.trim()));
  const absent = Object.entries(apertiumPairPackages).filter(([mode]) => !listed.has(mode));
  if (absent.length === 0) return found('apertium pairs', `${listed.size - 1} modes, every standard pair`);
  return missing(
    'apertium pairs',
    `missing ${absent.map(([mode]) => mode).join(', ')}; ${install(absent.map(([, name]) => name))}`,
  );
}

async function tesseractCheck(probe: SystemProbe) {
  const listing = await probe.output('tesseract', ['--list-langs']);
  if (listing === null)
    return missing('tesseract', install(['tesseract-ocr', ...tesseractModels.map(tesseractPackage)]));
  const installed = new Set(listing.split('\n').map((line) => line.trim()));
  const absent = tesseractModels.filter((model) => !installed.has(model));
  if (absent.length === 0) return found('tesseract', `all ${tesseractModels.length} language models`);
  return missing(
    'tesseract',
    `models missing: ${absent.join(', ')}; ${install(absent.map(tesseractPackage))}`,
  );
}

async function fontsCheck(probe: SystemProbe) {
  const families = await probe.output('fc-list', [':', 'family']);
  const needed = [
    { family: 'Noto Sans CJK', pkg: 'fonts-noto-cjk' },
    { family: 'Noto Sans', pkg: 'fonts-noto-core' },
  ].filter(({ family }) => !families?.includes(family));
  if (needed.length === 0) return found('fonts', 'Noto (core and CJK)');
  return missing(
    'fonts',
    `Noto missing; ${install([...(families === null ? ['fontconfig'] : []), ...needed.map(({ pkg }) => pkg)])}`,
  );
}

/** Tools found by asking their version (`[command, flag]`): the first line of each answer is the detail. */
async function versionCheck(
  probe: SystemProbe,
  name: string,
  commands: [string, string][],
  packages: string[],
) {
  const versions = await Promise.all(commands.map(([command, flag]) => probe.output(command, [flag])));
  const absent = commands.filter((_, index) => versions[index] === null).map(([command]) => command);
  if (absent.length === 0)
    return found(name, versions.map((text) => text?.split('\n')[0]?.trim()).join('; '));
  return missing(name, `${absent.join(', ')} not found; ${install(packages)}`);
}

async function engineCheck(engine: Engine): Promise<HealthCheck> {
  const [status, pairs] = await Promise.all([engine.status(), engine.pairs().catch(() => [])]);
  const languages = new Set(pairs.flatMap((pair) => [pair.from, pair.to])).size;
  const name = `engine ${engine.id}`;
  return status.available
    ? found(name, `${status.detail} (${languages} languages, ${pairs.length} pairs)`)
    : missing(name, status.detail);
}

export async function systemChecks(probe: SystemProbe, engines: readonly Engine[]): Promise<HealthCheck[]> {
  return Promise.all([
    ...engines.map(engineCheck),
    apertiumCheck(probe),
    tesseractCheck(probe),
    fontsCheck(probe),
    versionCheck(
      probe,
      'libreoffice',
      [['soffice', '--version']],
      ['libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui', 'python3-uno'],
    ),
    versionCheck(
      probe,
      'tex',
      [
        ['xelatex', '--version'],
        ['latexmk', '-version'],
      ],
      ['texlive-xetex', 'latexmk'],
    ),
    versionCheck(probe, 'ffmpeg', [['ffmpeg', '-version']], ['ffmpeg']),
  ]);
}
