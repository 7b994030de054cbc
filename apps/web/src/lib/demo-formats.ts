// The formats of the demo, as format-pages.ts lists them; formats the core cannot translate yet are
// marked so their page says so instead of faking it. arXiv's demo takes a paper, not a file.
import { type FormatDemo, formatPages } from '@/components/landing/format-pages';

export type DemoFormat =
  | ({ slug: string; label: string } & FormatDemo)
  | { slug: string; label: string; comingSoon: true }
  /** arXiv papers: the sample paper, or one a visitor names by its id, fetched from ARXIV_URL. */
  | { slug: string; label: string; paperDemo: true };

export type AvailableDemoFormat = Extract<DemoFormat, { sample: string }>;
export type PaperDemoFormat = Extract<DemoFormat, { paperDemo: true }>;

function demoFormat({ slug, label, demo, comingSoon, paperDemo }: (typeof formatPages)[number]): DemoFormat {
  if (demo && !comingSoon) return { slug, label, ...demo };
  if (paperDemo && !comingSoon) return { slug, label, paperDemo };
  return { slug, label, comingSoon: true };
}

const formats: readonly DemoFormat[] = formatPages.map(demoFormat);

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
    (format): format is AvailableDemoFormat => hasDemo(format) && format.accept.includes(extension),
  );
}

export function isComingSoon(format: DemoFormat): format is Extract<DemoFormat, { comingSoon: true }> {
  return 'comingSoon' in format;
}

/** The demo can translate this format's sample and a visitor's file of it. */
export function hasDemo(format: DemoFormat): format is AvailableDemoFormat {
  return 'sample' in format;
}

/** The demo translates a paper: its sample paper, or one named by its arXiv id. */
export function hasPaperDemo(format: DemoFormat): format is PaperDemoFormat {
  return 'paperDemo' in format;
}
