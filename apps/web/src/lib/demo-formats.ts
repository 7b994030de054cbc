// The formats of the demo (SPEC §2's landing-page list, by their URL slug) with the bundled sample of
// each; formats the core cannot translate yet are marked so their page says so instead of faking it.

import { formatPages } from '@/components/landing/format-pages';

export type DemoFormat =
  | {
      slug: string;
      label: string;
      /** The bundled sample, a file in apps/web/content/demo. */
      sample: string;
      /**
       * The extensions whose files this demo takes: what its upload picker offers and where the home page's
       * drop zone sends a file. Together they cover every extension the core translates.
       */
      accept: readonly string[];
    }
  | { slug: string; label: string; comingSoon: true };

export type AvailableDemoFormat = Extract<DemoFormat, { sample: string }>;

type Sample = { sample: string; accept: readonly string[] };

// Each landing page's format (its order and whether it is coming soon come from there) with its label and,
// for the formats the core translates, the bundled sample.
const demoDetails: Readonly<Record<string, { label: string } & Partial<Sample>>> = {
  pdf: { label: 'PDF', sample: 'city-library.pdf', accept: ['.pdf'] },
  docx: {
    label: 'DOCX',
    sample: 'sample-document.docx',
    accept: ['.docx', '.dotx', '.docm', '.doc', '.rtf'],
  },
  xlsx: { label: 'XLSX', sample: 'opening-hours.xlsx', accept: ['.xlsx', '.xltx', '.xlsm', '.xls'] },
  pptx: {
    label: 'PPTX',
    sample: 'library-courses.pptx',
    accept: ['.pptx', '.potx', '.ppsx', '.pptm', '.ppt'],
  },
  epub: { label: 'EPUB', sample: 'open-source-translation.epub', accept: ['.epub'] },
  illustrator: { label: 'Illustrator', sample: 'city-library-poster.ai', accept: ['.ai'] },
  indesign: { label: 'InDesign', sample: 'conditional-text.idml', accept: ['.idml'] },
  openoffice: {
    label: 'OpenOffice',
    sample: 'city-library.odt',
    accept: ['.odt', '.ods', '.odp', '.ott', '.ots', '.otp'],
  },
  image: { label: 'Image' },
  audio: { label: 'Audio' },
  srt: { label: 'SRT', sample: 'library-tour.srt', accept: ['.srt', '.vtt', '.ass', '.ssa'] },
  json: { label: 'JSON', sample: 'messages.json', accept: ['.json'] },
  html: { label: 'HTML', sample: 'library-news.html', accept: ['.html', '.htm', '.xhtml'] },
  xml: { label: 'XML', sample: 'catalogue.xml', accept: ['.xml', '.resx'] },
  yaml: { label: 'YAML', sample: 'settings.yaml', accept: ['.yaml', '.yml'] },
  php: { label: 'PHP', sample: 'messages.php', accept: ['.php'] },
  txt: { label: 'TXT', sample: 'welcome.txt', accept: ['.txt'] },
  markdown: { label: 'Markdown', sample: 'getting-started.md', accept: ['.md', '.markdown'] },
  po: { label: 'PO', sample: 'library-app.po', accept: ['.po', '.pot'] },
  xlf: { label: 'XLF', sample: 'library-app.xlf', accept: ['.xlf', '.xliff'] },
  csv: { label: 'CSV', sample: 'opening-hours.csv', accept: ['.csv'] },
  tsv: { label: 'TSV', sample: 'opening-hours.tsv', accept: ['.tsv'] },
  tex: { label: 'TEX', sample: 'library-report.tex', accept: ['.tex'] },
  arxiv: { label: 'arXiv' },
  manga: { label: 'Manga' },
};

const formats: readonly DemoFormat[] = formatPages.map(({ slug, comingSoon }) => {
  const { label, sample, accept } = demoDetails[slug] ?? { label: slug };
  if (comingSoon || !sample || !accept) return { slug, label, comingSoon: true };
  return { slug, label, sample, accept };
});

export const defaultDemoFormat = 'pdf';

export function listDemoFormats(): readonly DemoFormat[] {
  return formats;
}

export function demoFormatBySlug(slug: string | undefined): DemoFormat | undefined {
  return formats.find((format) => format.slug === slug?.toLowerCase());
}

/** The demo that takes a file of this name (`report.PDF` → pdf), if the core translates its extension. */
export function demoFormatForFile(filename: string): AvailableDemoFormat | undefined {
  const extension = filename.toLowerCase().match(/\.[^.]+$/)?.[0];
  if (!extension) return undefined;
  return formats.find(
    (format): format is AvailableDemoFormat => !isComingSoon(format) && format.accept.includes(extension),
  );
}

export function isComingSoon(format: DemoFormat): format is Extract<DemoFormat, { comingSoon: true }> {
  return 'comingSoon' in format;
}
