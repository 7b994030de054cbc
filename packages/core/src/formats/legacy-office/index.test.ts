import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { translatedFilename } from '../../pipeline';
import { docxFormat } from '../docx';
import type { DocumentFormat } from '../format';
import { readPackage } from '../office-package';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { pptxFormat } from '../pptx';
import { corpusFiles, pseudoRoundTrip } from '../testing/round-trip';
import { xlsxFormat } from '../xlsx';
import { docFormat, pptFormat, rtfFormat, xlsFormat } from './index';

/** Every corpus DOCX, XLSX and PPTX saved by LibreOffice as DOC, RTF, XLS or PPT, and the fixtures. */
const families = [
  { format: docFormat, modern: docxFormat, folder: 'docx', mainPart: 'word/document.xml' },
  { format: rtfFormat, modern: docxFormat, folder: 'docx', mainPart: 'word/document.xml' },
  { format: xlsFormat, modern: xlsxFormat, folder: 'xlsx', mainPart: 'xl/workbook.xml' },
  { format: pptFormat, modern: pptxFormat, folder: 'pptx', mainPart: 'ppt/presentation.xml' },
] as const;

type Family = (typeof families)[number];

interface LegacyFile {
  name: string;
  family: Family;
  input?: Buffer;
  segments?: number;
  pseudo?: Buffer;
  pseudoPdf?: Buffer;
  error?: unknown;
}

const extensionOf = (format: DocumentFormat) => format.extensions[0] ?? '';
const legacyName = (path: string, family: Family) =>
  basename(path).replace(/\.\w+$/, extensionOf(family.format));
const fixtureNames = [
  'okapi-sample.doc',
  'python-docx-hdr-header-footer.doc',
  'okapi-BoldWorld.rtf',
  'okapi-sample.xls',
  'python-pptx-prs-notes.ppt',
];

const files = new Map<string, LegacyFile>();
for (const family of families) {
  for (const path of corpusFiles(family.folder, [`.${family.folder}`])) {
    files.set(legacyName(path, family), { name: legacyName(path, family), family });
  }
}
for (const name of fixtureNames) {
  const family = families.find(({ format }) => name.endsWith(extensionOf(format)));
  if (family)
    files.set(`fixture ${name}`, {
      name,
      family,
      input: readFileSync(new URL(`fixtures/${name}`, import.meta.url)),
    });
}

async function makeLegacyFiles() {
  await Promise.all(
    families.map(async (family) => {
      const sources = corpusFiles(family.folder, [`.${family.folder}`]).map((path) => ({
        name: basename(path),
        data: readFileSync(path),
      }));
      const outputs = await convertWithLibreOffice(sources, extensionOf(family.format).slice(1));
      for (const source of sources) {
        const file = files.get(legacyName(source.name, family));
        if (file) file.input = outputs.get(source.name);
      }
    }),
  );
}

async function translateAll() {
  for (const file of files.values()) {
    if (!file.input) continue;
    try {
      file.segments = (await file.family.format.extract(file.input, {})).segments.length;
      file.pseudo = await pseudoRoundTrip(file.family.format, file.input);
    } catch (error) {
      file.error = error;
    }
  }
}

async function openAll() {
  const pseudos = [...files.entries()].flatMap(([key, file], index) =>
    file.pseudo ? [{ key, name: `${index}${extensionOf(file.family.modern)}`, data: file.pseudo }] : [],
  );
  const pdfs = await convertWithLibreOffice(pseudos, 'pdf');
  for (const { key, name } of pseudos) {
    const file = files.get(key);
    if (file) file.pseudoPdf = pdfs.get(name);
  }
}

beforeAll(async () => {
  await makeLegacyFiles();
  await translateAll();
  await openAll();
}, 600_000);

describe.each(families)('the $format.id format', ({ format, modern }) => {
  it('says what it returns, and offers the options of the format it returns', () => {
    expect(format.label).toMatch(new RegExp(`→ ${modern.id.toUpperCase()}$`));
    expect(format.output).toEqual({ extension: extensionOf(modern), mimeType: modern.mimeType });
    expect(format.options).toEqual(modern.options);
  });

  it(`names the translation of report${extensionOf(format)} report.es${extensionOf(modern)}`, () => {
    const name = `report.en${extensionOf(format)}`;
    expect(translatedFilename(name, 'es', 'en', format.output?.extension)).toBe(
      `report.es${extensionOf(modern)}`,
    );
  });
});

describe.each([...files.keys()])('%s', (key) => {
  const file = () => files.get(key) as LegacyFile;

  it('is a legacy file LibreOffice made from the corpus file', () => {
    expect(file().input).toBeDefined();
  });

  it('comes back pseudo-translated in the modern format, which LibreOffice opens', async () => {
    const { pseudo, pseudoPdf, family, error } = file();
    expect(error).toBeUndefined();
    const pkg = await readPackage(pseudo ?? Buffer.alloc(0), family.modern.label);
    expect(pkg.entries.map((entry) => entry.name)).toContain(family.mainPart);
    expect(pseudoPdf?.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(family.modern.extract(pseudo ?? Buffer.alloc(0), {})).resolves.toBeDefined();
  });

  it('carries the translated text into the modern file', async () => {
    const { segments, pseudo } = file();
    if (!segments) return;
    const pkg = await readPackage(pseudo ?? Buffer.alloc(0), 'output');
    const xml = pkg.entries
      .filter((entry) => entry.name.endsWith('.xml'))
      .map((entry) => entry.data.toString());
    expect(xml.join('\n')).toMatch(/[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž]/);
  });
});
