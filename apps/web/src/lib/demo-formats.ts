// The formats of the demo (SPEC §2's landing-page list, by their URL slug) with the bundled sample of
// each; formats the core cannot translate yet are marked so their page says so instead of faking it.

export type DemoFormat =
  | {
      slug: string;
      label: string;
      /** The bundled sample, a file in apps/web/content/demo. */
      sample: string;
      /** What the upload picker offers; the server decides by the core's format registry anyway. */
      accept: readonly string[];
    }
  | { slug: string; label: string; comingSoon: true };

const formats: readonly DemoFormat[] = [
  { slug: 'pdf', label: 'PDF', sample: 'city-library.pdf', accept: ['.pdf'] },
  { slug: 'docx', label: 'DOCX', sample: 'sample-document.docx', accept: ['.docx', '.doc', '.rtf'] },
  { slug: 'xlsx', label: 'XLSX', sample: 'opening-hours.xlsx', accept: ['.xlsx', '.xls'] },
  { slug: 'pptx', label: 'PPTX', sample: 'library-courses.pptx', accept: ['.pptx', '.ppt'] },
  { slug: 'epub', label: 'EPUB', sample: 'open-source-translation.epub', accept: ['.epub'] },
  { slug: 'illustrator', label: 'Illustrator', sample: 'city-library-poster.ai', accept: ['.ai'] },
  { slug: 'indesign', label: 'InDesign', sample: 'conditional-text.idml', accept: ['.idml'] },
  { slug: 'openoffice', label: 'OpenOffice', sample: 'city-library.odt', accept: ['.odt', '.ods', '.odp'] },
  { slug: 'image', label: 'Image', comingSoon: true },
  { slug: 'audio', label: 'Audio', comingSoon: true },
  { slug: 'srt', label: 'SRT', sample: 'library-tour.srt', accept: ['.srt', '.vtt', '.ass'] },
  { slug: 'json', label: 'JSON', sample: 'messages.json', accept: ['.json'] },
  { slug: 'html', label: 'HTML', sample: 'library-news.html', accept: ['.html', '.htm'] },
  { slug: 'xml', label: 'XML', sample: 'catalogue.xml', accept: ['.xml'] },
  { slug: 'yaml', label: 'YAML', sample: 'settings.yaml', accept: ['.yaml', '.yml'] },
  { slug: 'php', label: 'PHP', sample: 'messages.php', accept: ['.php'] },
  { slug: 'txt', label: 'TXT', sample: 'welcome.txt', accept: ['.txt'] },
  { slug: 'markdown', label: 'Markdown', sample: 'getting-started.md', accept: ['.md', '.markdown'] },
  { slug: 'po', label: 'PO', sample: 'library-app.po', accept: ['.po', '.pot'] },
  { slug: 'xlf', label: 'XLF', sample: 'library-app.xlf', accept: ['.xlf', '.xliff'] },
  { slug: 'csv', label: 'CSV', sample: 'opening-hours.csv', accept: ['.csv'] },
  { slug: 'tsv', label: 'TSV', sample: 'opening-hours.tsv', accept: ['.tsv'] },
  { slug: 'tex', label: 'TEX', sample: 'library-report.tex', accept: ['.tex'] },
  { slug: 'arxiv', label: 'arXiv', comingSoon: true },
  { slug: 'manga', label: 'Manga', comingSoon: true },
];

export const defaultDemoFormat = 'pdf';

export function listDemoFormats(): readonly DemoFormat[] {
  return formats;
}

export function demoFormatBySlug(slug: string | undefined): DemoFormat | undefined {
  return formats.find((format) => format.slug === slug?.toLowerCase());
}

export function isComingSoon(format: DemoFormat): format is Extract<DemoFormat, { comingSoon: true }> {
  return 'comingSoon' in format;
}
