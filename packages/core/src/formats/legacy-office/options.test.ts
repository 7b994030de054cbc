import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripPlaceholders } from '../../segments';
import type { DocumentFormat, FormatOptions } from '../format';
import { docFormat, pptFormat, xlsFormat } from './index';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

async function texts(format: DocumentFormat, name: string, options: FormatOptions) {
  const { segments } = await format.extract(fixture(name), options);
  return segments.map((segment) => stripPlaceholders(segment.text)).join('\n');
}

describe("the modern format's options, passed through", () => {
  it.each([
    {
      format: docFormat,
      file: 'python-docx-hdr-header-footer.doc',
      option: 'skipHeadersFooters',
      text: /Header for section-1/,
    },
    { format: pptFormat, file: 'python-pptx-prs-notes.ppt', option: 'skipNotes', text: /Notes/ },
    { format: xlsFormat, file: 'okapi-sample.xls', option: 'skipSheetNames', text: /^Sheet1$/m },
  ] as const)(
    '$format.id: $option leaves $text untranslated',
    async ({ format, file, option, text }) => {
      expect(await texts(format, file, {})).toMatch(text);
      expect(await texts(format, file, { [option]: true })).not.toMatch(text);
    },
    60_000,
  );
});
