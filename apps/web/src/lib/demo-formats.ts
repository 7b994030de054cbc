// The formats of the demo, as format-pages.ts lists them; formats the core cannot translate yet are
// marked so their page says so instead of faking it.
import { type FormatDemo, formatPages } from '@/components/landing/format-pages';

export type DemoFormat =
  | ({ slug: string; label: string } & FormatDemo)
  | { slug: string; label: string; comingSoon: true };

export type AvailableDemoFormat = Extract<DemoFormat, { sample: string }>;

const formats: readonly DemoFormat[] = formatPages.map(({ slug, label, demo, comingSoon }) =>
  comingSoon || !demo ? { slug, label, comingSoon: true } : { slug, label, ...demo },
);

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
