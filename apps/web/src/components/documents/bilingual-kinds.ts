// What a format's bilingual edition holds, so the "Bilingual output" help describes the file the user
// will get (a PDF's pages side by side, a slide's original in its notes) rather than one text for all.
export const bilingualKinds = ['pages', 'paragraphs', 'slides', 'cues'] as const;
export type BilingualKind = (typeof bilingualKinds)[number];

/** By the id of the format a file comes back as (a `.doc` comes back as DOCX). */
const kindByFormat: Readonly<Record<string, BilingualKind>> = {
  pdf: 'pages',
  docx: 'paragraphs',
  odt: 'paragraphs',
  epub: 'paragraphs',
  pptx: 'slides',
  srt: 'cues',
  vtt: 'cues',
  ass: 'cues',
};

export interface ChosenFormat {
  id: string;
  options: readonly string[];
  /** The extension the translation comes back with when it is not the upload's own. */
  outputExtension: string | null;
}

/** The kinds of bilingual edition the chosen files' formats make, each once. */
export function bilingualKindsOf(formats: readonly ChosenFormat[]): BilingualKind[] {
  const kinds = formats
    .filter((format) => format.options.includes('bilingual'))
    .map((format) => kindByFormat[format.outputExtension?.slice(1) ?? format.id])
    .filter((kind): kind is BilingualKind => kind !== undefined);
  return [...new Set(kinds)];
}
