// The 25 format landing pages of SPEC §2: each page's slug (its URL and its catalogue key under
// FormatPages) and the keys of its feature points. Their texts live in the catalogue.

export interface FormatPage {
  /** `/formats/{slug}` and `/demo/{slug}`: the format's name in lower case. */
  slug: string;
  /** Keys under `FormatPages.{slug}.features`; SPEC §2: six, three for Audio, none for a few. */
  features: readonly string[];
  /** Offered by the product but not yet taken by the translator (images, audio, manga, arXiv links). */
  comingSoon?: true;
}

const officeScope = ['everything', 'formatting', 'bilingual', 'skip', 'legacy', 'glossary'] as const;

export const formatPages: readonly FormatPage[] = [
  { slug: 'pdf', features: ['layout', 'artwork', 'scanned', 'scripts', 'bilingual', 'password'] },
  { slug: 'docx', features: officeScope },
  { slug: 'xlsx', features: ['cells', 'sheetNames', 'richText', 'extras', 'skip', 'legacy'] },
  { slug: 'pptx', features: ['slides', 'fit', 'notes', 'hidden', 'bilingual', 'legacy'] },
  { slug: 'epub', features: ['chapters', 'navigation', 'metadata', 'direction', 'bilingual', 'images'] },
  {
    slug: 'illustrator',
    features: ['artwork', 'placement', 'scripts', 'bilingual', 'pdfCompatible', 'glossary'],
  },
  { slug: 'indesign', features: ['stories', 'styles', 'tables', 'notes', 'masters', 'reopen'] },
  { slug: 'openoffice', features: ['kinds', 'scope', 'format', 'options', 'formatting', 'engines'] },
  { slug: 'image', comingSoon: true, features: ['ocr', 'cover', 'scans', 'scripts', 'engines', 'glossary'] },
  { slug: 'audio', comingSoon: true, features: ['transcribe', 'translate', 'subtitles'] },
  { slug: 'srt', features: ['timings', 'sentences', 'wrap', 'styling', 'bilingual', 'encoding'] },
  { slug: 'json', features: ['textOnly', 'placeholders', 'icu', 'exclude', 'jsonc', 'api'] },
  { slug: 'html', features: ['markup', 'inline', 'attributes', 'lang', 'xhtml', 'placeholders'] },
  { slug: 'xml', features: [] },
  { slug: 'yaml', features: [] },
  { slug: 'php', features: [] },
  { slug: 'txt', features: ['paragraphs', 'encoding', 'lineEndings', 'detect', 'placeholders', 'cli'] },
  { slug: 'markdown', features: ['prose', 'code', 'links', 'frontMatter', 'syntax', 'placeholders'] },
  { slug: 'po', features: ['unfinished', 'plurals', 'fuzzy', 'overwrite', 'valid', 'placeholders'] },
  { slug: 'xlf', features: ['versions', 'inline', 'state', 'approved', 'overwrite', 'cat'] },
  { slug: 'csv', features: ['columns', 'choose', 'dialect', 'encoding', 'spreadsheets', 'glossary'] },
  { slug: 'tsv', features: ['columns', 'choose', 'tabs', 'encoding', 'exports', 'memory'] },
  { slug: 'tex', features: [] },
  { slug: 'arxiv', comingSoon: true, features: [] },
  { slug: 'manga', comingSoon: true, features: ['ocr', 'pages', 'cover', 'fonts', 'pdf', 'glossary'] },
];

export function formatPageBySlug(slug: string): FormatPage | undefined {
  return formatPages.find((page) => page.slug === slug);
}
