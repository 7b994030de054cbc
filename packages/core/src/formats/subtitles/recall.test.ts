// Extraction recall against translate-toolkit's sub2po. Where sub2po reads a file Verso finds the
// same cues; sub2po gives up on some files Verso reads (README.md says which and why), so every file
// is also checked against the independent test parser's count of cues with text.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { assFormat, srtFormat } from './index';
import { parseCues, type SubtitleKind, visibleText } from './testing/cue-parser';

const recall: Record<string, { verso: number; toolkit: number }> = {
  'argos-example.srt': { verso: 8, toolkit: 8 },
  'okapi-Test01_srt_en.srt': { verso: 3, toolkit: 0 },
  'okapi-srttest.srt': { verso: 3, toolkit: 0 },
  'pysrt-bom-utf-16-be.srt': { verso: 7, toolkit: 7 },
  'pysrt-bom-utf-16-le.srt': { verso: 7, toolkit: 7 },
  'pysrt-bom-utf-32-be.srt': { verso: 7, toolkit: 0 },
  'pysrt-bom-utf-32-le.srt': { verso: 7, toolkit: 0 },
  'pysrt-bom-utf-8.srt': { verso: 7, toolkit: 7 },
  'pysrt-capability_tester.srt': { verso: 37, toolkit: 37 },
  'pysrt-empty.srt': { verso: 5, toolkit: 5 },
  'pysrt-invalid.srt': { verso: 1, toolkit: 0 },
  'pysrt-no-indexes.srt': { verso: 7, toolkit: 0 },
  'pysrt-utf-8.srt': { verso: 1332, toolkit: 1332 },
  'pysrt-windows-1252.srt': { verso: 1332, toolkit: 1332 },
  'pysubs2-subtitle_with_attached_images_aegisub.ass': { verso: 0, toolkit: 0 },
  'pysubs2-subtitle_with_attached_images_pysubs2_ref.ass': { verso: 0, toolkit: 0 },
  'pysubs2-ttml_example.ass': { verso: 11, toolkit: 11 },
  'pysubs2-ttml_example2.ass': { verso: 10, toolkit: 10 },
  'pysubs2-ttml_example_apple.ass': { verso: 38, toolkit: 38 },
};

const cases = [
  ...corpusFiles('srt', ['.srt']).map((path) => ({ path, format: srtFormat, kind: 'srt' as SubtitleKind })),
  ...corpusFiles('subtitles', ['.ass']).map((path) => ({
    path,
    format: assFormat,
    kind: 'ass' as SubtitleKind,
  })),
];

describe.skipIf(!hasTranslateToolkit())('subtitle extraction recall against sub2po', () => {
  it.each(cases.map((entry) => [basename(entry.path), entry]))('%s', async (name, { path, format, kind }) => {
    const input = readFileSync(path);
    const verso = (await format.extract(input, {})).segments.length;
    expect({ verso, toolkit: toolkitUnits('sub2po', path) }).toEqual(recall[name]);
    // Every cue a viewer can read is a segment, whatever sub2po managed.
    const readable = parseCues(input, kind).filter((cue) => visibleText(cue.text) !== '');
    expect(verso).toBe(readable.length);
  });
});
