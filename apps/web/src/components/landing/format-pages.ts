// The 25 formats of SPEC §2, the one list of them: each one's slug (its landing page, its demo and its
// catalogue key under FormatPages), its name, the keys of its feature points (their texts live in the
// catalogue) and, for the formats the core translates, the demo's bundled sample.

export interface FormatDemo {
  /** The bundled sample, a file in apps/web/content/demo. */
  sample: string;
  /**
   * The extensions whose files this demo takes: what its upload picker offers and where the home page's
   * drop zone sends a file. Together they cover every extension the core translates.
   */
  accept: readonly string[];
}

export interface FormatPage {
  /** `/formats/{slug}` and `/demo/{slug}`: the format's name in lower case. */
  slug: string;
  /** The format's name as the demo's picker writes it. */
  label: string;
  /** The demo of a format the core translates; absent while the format is coming soon, or without a demo. */
  demo?: FormatDemo;
  /** Where signed-in users translate a format the upload form does not take (an arXiv paper, by its link). */
  translateAt?: string;
  /** Its demo takes a paper, the sample written for it or one named by its arXiv id, instead of a file. */
  paperDemo?: true;
  /** Keys under `FormatPages.{slug}.features`; SPEC §2: six, three for Audio, none for a few. */
  features: readonly string[];
  /** Offered by the product but not yet taken by the translator: its pages say so. */
  comingSoon?: true;
}

const officeScope = ['everything', 'formatting', 'bilingual', 'skip', 'legacy', 'glossary'] as const;

export const formatPages: readonly FormatPage[] = [
  {
    slug: 'pdf',
    label: 'PDF',
    demo: { sample: 'city-library.pdf', accept: ['.pdf'] },
    features: ['layout', 'artwork', 'scanned', 'scripts', 'bilingual', 'password'],
  },
  {
    slug: 'docx',
    label: 'DOCX',
    demo: { sample: 'sample-document.docx', accept: ['.docx', '.dotx', '.docm', '.doc', '.rtf'] },
    features: officeScope,
  },
  {
    slug: 'xlsx',
    label: 'XLSX',
    demo: { sample: 'opening-hours.xlsx', accept: ['.xlsx', '.xltx', '.xlsm', '.xls'] },
    features: ['cells', 'sheetNames', 'richText', 'extras', 'skip', 'legacy'],
  },
  {
    slug: 'pptx',
    label: 'PPTX',
    demo: { sample: 'library-courses.pptx', accept: ['.pptx', '.potx', '.ppsx', '.pptm', '.ppt'] },
    features: ['slides', 'fit', 'notes', 'hidden', 'bilingual', 'legacy'],
  },
  {
    slug: 'epub',
    label: 'EPUB',
    demo: { sample: 'open-source-translation.epub', accept: ['.epub'] },
    features: ['chapters', 'navigation', 'metadata', 'direction', 'bilingual', 'images'],
  },
  {
    slug: 'illustrator',
    label: 'Illustrator',
    demo: { sample: 'city-library-poster.ai', accept: ['.ai'] },
    features: ['artwork', 'placement', 'scripts', 'bilingual', 'pdfCompatible', 'glossary'],
  },
  {
    slug: 'indesign',
    label: 'InDesign',
    demo: { sample: 'conditional-text.idml', accept: ['.idml'] },
    features: ['stories', 'styles', 'tables', 'notes', 'masters', 'reopen'],
  },
  {
    slug: 'openoffice',
    label: 'OpenOffice',
    demo: { sample: 'city-library.odt', accept: ['.odt', '.ods', '.odp', '.ott', '.ots', '.otp'] },
    features: ['kinds', 'scope', 'format', 'options', 'formatting', 'engines'],
  },
  {
    slug: 'image',
    label: 'Image',
    demo: {
      sample: 'library-poster.png',
      accept: ['.png', '.jpg', '.jpeg', '.webp', '.tif', '.tiff', '.gif', '.bmp'],
    },
    features: ['ocr', 'cover', 'scans', 'scripts', 'engines', 'glossary'],
  },
  {
    slug: 'audio',
    label: 'Audio',
    demo: {
      sample: 'library-welcome.mp3',
      accept: ['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.opus', '.flac', '.webm', '.mp4', '.mov', '.mkv'],
    },
    features: ['transcribe', 'translate', 'subtitles'],
  },
  {
    slug: 'srt',
    label: 'SRT',
    demo: { sample: 'library-tour.srt', accept: ['.srt', '.vtt', '.ass', '.ssa'] },
    features: ['timings', 'sentences', 'wrap', 'styling', 'bilingual', 'encoding'],
  },
  {
    slug: 'json',
    label: 'JSON',
    demo: { sample: 'messages.json', accept: ['.json'] },
    features: ['textOnly', 'placeholders', 'icu', 'exclude', 'jsonc', 'api'],
  },
  {
    slug: 'html',
    label: 'HTML',
    demo: { sample: 'library-news.html', accept: ['.html', '.htm', '.xhtml'] },
    features: ['markup', 'inline', 'attributes', 'lang', 'xhtml', 'placeholders'],
  },
  { slug: 'xml', label: 'XML', demo: { sample: 'catalogue.xml', accept: ['.xml', '.resx'] }, features: [] },
  { slug: 'yaml', label: 'YAML', demo: { sample: 'settings.yaml', accept: ['.yaml', '.yml'] }, features: [] },
  { slug: 'php', label: 'PHP', demo: { sample: 'messages.php', accept: ['.php'] }, features: [] },
  {
    slug: 'txt',
    label: 'TXT',
    demo: { sample: 'welcome.txt', accept: ['.txt'] },
    features: ['paragraphs', 'encoding', 'lineEndings', 'detect', 'placeholders', 'cli'],
  },
  {
    slug: 'markdown',
    label: 'Markdown',
    demo: { sample: 'getting-started.md', accept: ['.md', '.markdown'] },
    features: ['prose', 'code', 'links', 'frontMatter', 'syntax', 'placeholders'],
  },
  {
    slug: 'po',
    label: 'PO',
    demo: { sample: 'library-app.po', accept: ['.po', '.pot'] },
    features: ['unfinished', 'plurals', 'fuzzy', 'overwrite', 'valid', 'placeholders'],
  },
  {
    slug: 'xlf',
    label: 'XLF',
    demo: { sample: 'library-app.xlf', accept: ['.xlf', '.xliff'] },
    features: ['versions', 'inline', 'state', 'approved', 'overwrite', 'cat'],
  },
  {
    slug: 'csv',
    label: 'CSV',
    demo: { sample: 'opening-hours.csv', accept: ['.csv'] },
    features: ['columns', 'choose', 'dialect', 'encoding', 'spreadsheets', 'glossary'],
  },
  {
    slug: 'tsv',
    label: 'TSV',
    demo: { sample: 'opening-hours.tsv', accept: ['.tsv'] },
    features: ['columns', 'choose', 'tabs', 'encoding', 'exports', 'memory'],
  },
  {
    slug: 'tex',
    label: 'TEX',
    demo: { sample: 'library-report.tex', accept: ['.tex', '.tgz', '.gz'] },
    features: [],
  },
  { slug: 'arxiv', label: 'arXiv', translateAt: '/translate?type=arxiv', paperDemo: true, features: [] },
  {
    slug: 'manga',
    label: 'Manga',
    demo: { sample: 'library-comic.cbz', accept: ['.cbz', '.zip'] },
    features: ['ocr', 'pages', 'cover', 'fonts', 'pdf', 'glossary'],
  },
];

export function formatPageBySlug(slug: string): FormatPage | undefined {
  return formatPages.find((page) => page.slug === slug);
}
