// Installs the Debian packages Verso uses (Apertium and its pairs; Chromium for the browser tests) when
// they are missing, apt-get exists and we are root. Otherwise it names what to install and goes on:
// the site still runs, and translates with the identity and pseudo engines when VERSO_TEST_ENGINES=on.
import { existsSync } from 'node:fs';
import { commandExists, readCommand, run } from './child-process.mjs';

/** Each Apertium package and a mode that `apertium -l` lists once it is installed. */
const apertiumPairs = {
  'apertium-eng-spa': 'eng-spa',
  'apertium-eng-cat': 'eng-cat',
  'apertium-fr-es': 'fr-es',
  'apertium-es-pt': 'es-pt',
  'apertium-spa-ita': 'spa-ita',
  'apertium-es-ro': 'ro-es',
  // Pairs that touch an interface language or Spanish/English; see modes.ts for the ones left out.
  'apertium-spa-cat': 'spa-cat',
  'apertium-por-cat': 'por-cat',
  'apertium-cat-ita': 'cat-ita',
  'apertium-fra-cat': 'fra-cat',
  'apertium-es-gl': 'es-gl',
  'apertium-en-gl': 'en-gl',
  'apertium-pt-gl': 'pt-gl',
  'apertium-eu-en': 'eu-en',
  'apertium-eu-es': 'eu-es',
  'apertium-swe-dan': 'swe-dan',
  'apertium-swe-nor': 'swe-nob',
  'apertium-dan-nor': 'dan-nob',
  'apertium-isl-eng': 'isl-eng',
  'apertium-mkd-bul': 'mkd-bul',
  'apertium-mkd-eng': 'mkd-eng',
  'apertium-ind-zlm': 'ind-zlm',
  'apertium-afr-nld': 'afr-nld',
  'apertium-hbs-eng': 'hbs-eng',
  'apertium-eo-en': 'en-eo',
  'apertium-eo-fr': 'fr-eo',
  'apertium-bel-rus': 'bel-rus',
  'apertium-urd-hin': 'hin-urd',
};

export const apertiumPackages = ['apertium', ...Object.keys(apertiumPairs)];
/** Tesseract's models for the 31 UI languages (Norwegian's `nor` serves nb and no). */
const tesseractLanguages = [
  'eng',
  'spa',
  'fra',
  'deu',
  'ita',
  'por',
  'nld',
  'pol',
  'rus',
  'ukr',
  'tur',
  'ara',
  'heb',
  'hin',
  'tha',
  'vie',
  'ind',
  'msa',
  'jpn',
  'kor',
  'chi-sim',
  'chi-tra',
  'swe',
  'dan',
  'fin',
  'nor',
  'ces',
  'ell',
  'hun',
  'ron',
  'slk',
  'bul',
];
export const tesseractPackages = [
  'tesseract-ocr',
  ...tesseractLanguages.map((code) => `tesseract-ocr-${code}`),
];
// What document translation runs on: Noto faces for PDFs in every script, LibreOffice (driven through
// python3-uno) for legacy DOC/XLS/PPT/RTF, Tesseract for scanned PDF pages, FFmpeg and PocketSphinx
// (with its English model) for subtitles from audio and video, latexmk with pdfLaTeX and XeLaTeX for
// arXiv papers (xeCJK for Chinese, Japanese and Korean; babel's languages for the Latin-script targets;
// Biber for biblatex bibliographies).
export const documentPackages = [
  'ffmpeg',
  'pocketsphinx',
  'pocketsphinx-en-us',
  'latexmk',
  'texlive-latex-recommended',
  'texlive-xetex',
  'texlive-bibtex-extra',
  'biber',
  'texlive-lang-cjk',
  'texlive-lang-spanish',
  'texlive-lang-french',
  'texlive-lang-italian',
  'texlive-lang-portuguese',
  'texlive-lang-german',
  'texlive-lang-european',
  'fonts-noto-core',
  'fonts-noto-cjk',
  'libreoffice-writer-nogui',
  'libreoffice-calc-nogui',
  'libreoffice-impress-nogui',
  'python3-uno',
  ...tesseractPackages,
];
// gettext checks PO output (msgfmt), translate-toolkit measures extraction recall, texlive compiles TeX,
// Poppler is the second reader every translated PDF must open in, espeak-ng speaks the audio tests'
// sentences and pocketsphinx-testdata holds the real recordings PocketSphinx's word error is measured on.
export const browserTestPackages = [
  'espeak-ng',
  'pocketsphinx-testdata',
  'poppler-utils',
  'chromium',
  'fonts-liberation',
  'gettext',
  'translate-toolkit',
  'texlive-latex-base',
];

function installedApertiumModes() {
  if (!commandExists('apertium')) return new Set();
  return new Set(
    readCommand('apertium', ['-l'])
      .split('\n')
      .map((line) => line.trim()),
  );
}

function isDpkgInstalled(name) {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax
  return readCommand('dpkg-query', ['-W', '-f=${Status}', name]).includes('install ok installed');
}

function missingPackages(names) {
  const modes = installedApertiumModes();
  return names.filter((name) => {
    if (name === 'apertium') return !commandExists('apertium');
    if (name in apertiumPairs) return !modes.has(apertiumPairs[name]);
    if (name === 'chromium') return !existsSync('/usr/bin/chromium');
    if (name === 'gettext') return !commandExists('msgfmt');
    return !isDpkgInstalled(name);
  });
}

/** Returns the packages still missing afterwards (empty when all are there). */
export async function ensureDebianPackages(names) {
  const missing = missingPackages(names);
  if (missing.length === 0) return [];
  const canInstall = commandExists('apt-get') && process.getuid?.() === 0;
  if (!canInstall) {
    console.warn(
      `Missing system packages: ${missing.join(' ')}. Install them as root (sudo apt-get install ${missing.join(' ')}); ` +
        'until then only the identity and pseudo engines translate (on the site with VERSO_TEST_ENGINES=on).',
    );
    return missing;
  }
  console.log(`Installing Debian packages: ${missing.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated.code === 0 && (await run('apt-get', ['install', '-y', '-qq', ...missing], { env })).code === 0;
  if (!installed) console.warn(`apt-get could not install: ${missing.join(' ')}. Continuing without them.`);
  return missingPackages(names);
}
