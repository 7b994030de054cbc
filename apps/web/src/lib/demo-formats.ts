// The formats of the demo (SPEC §2's landing-page list, by their URL slug) with the bundled sample of
// each; formats the core cannot translate yet are marked so their page says so instead of faking it.

import { formatPages } from '@/components/landing/format-pages';

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

type Sample = { sample: string; accept: readonly string[] };

// Each landing page's format (its order and whether it is coming soon come from there) with its label and,
// for the formats the core translates, the bundled sample.
const demoDetails: Readonly<Record<string, { label: string } & Partial<Sample>>> = {
  pdf: { label: 'PDF', sample: 'city-library.pdf', accept: ['.pdf'] },
  docx: { label: 'DOCX', sample: 'sample-document.docx', accept: ['.docx', '.doc', '.rtf'] },
  xlsx: { label: 'XLSX', sample: 'opening-hours.xlsx', accept: ['.xlsx', '.xls'] },
  pptx: { label: 'PPTX', sample: 'library-courses.pptx', accept: ['.pptx', '.ppt'] },
  epub: { label: 'EPUB', sample: 'open-source-translation.epub', accept: ['.epub'] },
  illustrator: { label: 'Illustrator', sample: 'city-library-poster.ai', accept: ['.ai'] },
  indesign: { label: 'InDesign', sample: 'conditional-text.idml', accept: ['.idml'] },
  openoffice: { label: 'OpenOffice', sample: 'city-library.odt', accept: ['.odt', '.ods', '.odp'] },
  image: { label: 'Image' },
  audio: { label: 'Audio' },
  srt: { label: 'SRT', sample: 'library-tour.srt', accept: ['.srt', '.vtt', '.ass'] },
  json: { label: 'JSON', sample: 'messages.json', accept: ['.json'] },
  html: { label: 'HTML', sample: 'library-news.html', accept: ['.html', '.htm'] },
  xml: { label: 'XML', sample: 'catalogue.xml', accept: ['.xml'] },
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

export function isComingSoon(format: DemoFormat): format is Extract<DemoFormat, { comingSoon: true }> {
  return 'comingSoon' in format;
}
