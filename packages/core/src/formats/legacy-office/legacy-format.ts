// A legacy format is its OOXML successor behind a conversion: extract converts the upload with
// LibreOffice and extracts the modern file, whose extracted document is the skeleton; rebuild is the
// modern format's, so the translation comes back in the modern format (`output`).
import type { DocumentFormat } from '../format';
import { convertToModern } from './convert-to-modern';
import type { LegacyKind } from './legacy-kinds';
import { type LibreOfficeConverter, libreOfficeConverter } from './libreoffice-converter';
import { RecentConversions } from './recent-conversions';

const recentConversions = new RecentConversions();

export function legacyOfficeFormat<Skeleton>(
  kind: LegacyKind,
  modern: DocumentFormat<Skeleton>,
  converter: LibreOfficeConverter = libreOfficeConverter,
  recent: RecentConversions = recentConversions,
): DocumentFormat<Skeleton> {
  const convert = (input: Buffer) =>
    recent.convert(kind.extension, input, (bytes) => convertToModern(kind, bytes, converter));
  return {
    id: kind.extension.slice(1),
    label: kind.label,
    extensions: [kind.extension],
    mimeType: kind.mimeType,
    output: kind.output,
    options: modern.options,
    conversion: { convert, format: modern },
    async extract(input, options, from, limits) {
      return modern.extract(await convert(input), options, from, limits);
    },
    rebuild: (document, translations, target) => modern.rebuild(document, translations, target),
  };
}
