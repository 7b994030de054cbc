// The format families the fuzzer feeds, each with the extensions it is uploaded under, the names a
// message must use to say which format refused the file, and where its seed documents come from:
// the formats' fixtures in the repository, and the shared corpus of real documents when present.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '../../../testing/corpus';

export type PackageKind = 'zip' | 'pdf' | 'text' | 'legacy';

export interface FuzzFamily {
  name: string;
  /** The extension inputs are uploaded with, per seed's own extension when the family has several. */
  extensions: string[];
  /** A refusal's message must match this: it says which format the file was read as. */
  names: RegExp;
  kind: PackageKind;
  /** Folders under packages/core/src/formats and under the corpus. */
  fixtureFolders: string[];
  corpusFolders: string[];
  /** Hostile text spliced into text seeds (deep nesting, entity tricks). */
  nesting?: { open: string; close: string };
  xmlLike?: boolean;
}

export const fuzzFamilies: readonly FuzzFamily[] = [
  {
    name: 'PDF',
    extensions: ['.pdf'],
    names: /\bPDF\b/,
    kind: 'pdf',
    fixtureFolders: ['pdf'],
    corpusFolders: ['pdf'],
  },
  {
    name: 'Word',
    extensions: ['.docx'],
    names: /\bDOCX\b|\bWord\b/,
    kind: 'zip',
    fixtureFolders: [],
    corpusFolders: ['docx'],
    xmlLike: true,
  },
  {
    name: 'Excel',
    extensions: ['.xlsx'],
    names: /\bXLSX\b|\bExcel\b/,
    kind: 'zip',
    fixtureFolders: [],
    corpusFolders: ['xlsx'],
    xmlLike: true,
  },
  {
    name: 'PowerPoint',
    extensions: ['.pptx'],
    names: /\bPPTX\b|\bPowerPoint\b/,
    kind: 'zip',
    fixtureFolders: [],
    corpusFolders: ['pptx'],
    xmlLike: true,
  },
  {
    name: 'OpenDocument',
    extensions: ['.odt', '.ods', '.odp'],
    names: /\bOD[TSP]\b|OpenDocument/,
    kind: 'zip',
    fixtureFolders: [],
    corpusFolders: ['odt', 'ods', 'odp'],
    xmlLike: true,
  },
  {
    name: 'EPUB',
    extensions: ['.epub'],
    names: /\bEPUB\b/,
    kind: 'zip',
    fixtureFolders: ['epub'],
    corpusFolders: ['epub'],
    xmlLike: true,
  },
  {
    name: 'IDML',
    extensions: ['.idml'],
    names: /\bIDML\b|InDesign/,
    kind: 'zip',
    fixtureFolders: [],
    corpusFolders: ['idml'],
    xmlLike: true,
  },
  {
    name: 'Legacy Office',
    extensions: ['.doc', '.xls', '.ppt', '.rtf'],
    names: /\b(DOC|XLS|PPT|RTF)\b|Word|Excel|PowerPoint/,
    kind: 'legacy',
    fixtureFolders: ['legacy-office'],
    corpusFolders: [],
  },
  {
    name: 'Plain text',
    extensions: ['.txt'],
    names: /\btext\b|\bTXT\b/i,
    kind: 'text',
    fixtureFolders: ['txt'],
    corpusFolders: ['txt'],
  },
  {
    name: 'Markdown',
    extensions: ['.md'],
    names: /\bMarkdown\b/,
    kind: 'text',
    fixtureFolders: ['markdown'],
    corpusFolders: ['markdown'],
    nesting: { open: '> ', close: '' },
  },
  {
    name: 'HTML',
    extensions: ['.html', '.xhtml'],
    names: /\bX?HTML\b/,
    kind: 'text',
    fixtureFolders: ['html'],
    corpusFolders: ['html'],
    nesting: { open: '<div>', close: '</div>' },
    xmlLike: true,
  },
  {
    name: 'JSON',
    extensions: ['.json'],
    names: /\bJSON\b/,
    kind: 'text',
    fixtureFolders: ['json'],
    corpusFolders: ['json'],
    nesting: { open: '{"a":[', close: ']}' },
  },
  {
    name: 'YAML',
    extensions: ['.yaml', '.yml'],
    names: /\bYAML\b/,
    kind: 'text',
    fixtureFolders: ['yaml'],
    corpusFolders: ['yaml'],
    nesting: { open: '- ', close: '' },
  },
  {
    name: 'PO',
    extensions: ['.po', '.pot'],
    names: /\bPOT?\b|gettext/,
    kind: 'text',
    fixtureFolders: ['po'],
    corpusFolders: ['po'],
  },
  {
    name: 'XLIFF',
    extensions: ['.xlf', '.xliff'],
    names: /\bXLIFF\b/,
    kind: 'text',
    fixtureFolders: ['xliff'],
    corpusFolders: ['xliff'],
    nesting: { open: '<g id="1">', close: '</g>' },
    xmlLike: true,
  },
  {
    name: 'XML',
    extensions: ['.xml', '.resx'],
    names: /\bXML\b|\bRESX\b/,
    kind: 'text',
    fixtureFolders: ['xml'],
    corpusFolders: [],
    nesting: { open: '<a>', close: '</a>' },
    xmlLike: true,
  },
  {
    name: 'CSV',
    extensions: ['.csv', '.tsv'],
    names: /\b[CT]SV\b/,
    kind: 'text',
    fixtureFolders: ['csv'],
    corpusFolders: ['csv'],
    nesting: { open: '"', close: '"' },
  },
  {
    name: 'PHP',
    extensions: ['.php'],
    names: /\bPHP\b/,
    kind: 'text',
    fixtureFolders: ['php'],
    corpusFolders: [],
    nesting: { open: "array('a' => ", close: ')' },
  },
  {
    name: 'Subtitles',
    extensions: ['.srt', '.vtt', '.ass'],
    names: /\b(SRT|VTT|WebVTT|ASS|SSA)\b|subtitle/i,
    kind: 'text',
    fixtureFolders: ['subtitles'],
    corpusFolders: ['srt', 'subtitles'],
  },
  {
    name: 'TeX',
    extensions: ['.tex'],
    names: /\b(La)?TeX\b/,
    kind: 'text',
    fixtureFolders: ['tex'],
    corpusFolders: [],
    nesting: { open: '\\textbf{', close: '}' },
  },
];

export interface Seed {
  file: string;
  extension: string;
  data: Buffer;
}

const formatsDir = path.resolve(import.meta.dirname, '../..');

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => path.join(dir, name));
}

/**
 * The family's seed documents up to `maxBytes` each, sorted by name so runs repeat. Golden outputs
 * (`*.pseudo.*`) are left out: they are the same documents again.
 */
export function seedsOf(family: FuzzFamily, maxBytes: number): Seed[] {
  const candidates = [
    ...family.fixtureFolders.flatMap((folder) => filesIn(path.join(formatsDir, folder, 'fixtures'))),
    ...family.corpusFolders.flatMap((folder) => filesIn(path.join(corpusDir, folder))),
  ];
  return candidates
    .filter((file) => !path.basename(file).includes('.pseudo.') && statSync(file).isFile())
    .map((file) => ({ file, extension: path.extname(file).toLowerCase() }))
    .filter(({ file, extension }) => family.extensions.includes(extension) && statSync(file).size <= maxBytes)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((seed) => ({ ...seed, data: readFileSync(seed.file) }));
}
