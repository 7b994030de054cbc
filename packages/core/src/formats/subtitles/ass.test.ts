import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles, roundTrip } from '../testing/round-trip';
import { assFormat } from './index';
import { describeSubtitleFiles } from './testing/subtitle-file-cases';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const ownFiles = readdirSync(fixtures)
  .filter((name) => /\.(ass|ssa)$/.test(name) && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));

describe('ASS/SSA format', () => {
  describeSubtitleFiles(assFormat, 'ass', ownFiles, { golden: true });
  describeSubtitleFiles(assFormat, 'ass', corpusFiles('subtitles', ['.ass', '.ssa']));

  it('translates the Text field of Dialogue lines, with override blocks and \\h as placeholders', async () => {
    const { segments } = await assFormat.extract(fixture('karaoke.ass'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      'The old house stands, at the end of the road.',
      '<x1/>Nobody<x2/> has lived there\nfor twenty years.',
      '<x1/>FOR SALE',
      "<x1/>Let's<x2/> go<x3/> inside,<x4/>now!",
    ]);
  });

  it('keeps every field before Text, Comment lines and styles; \\N stays the line break', async () => {
    const output = await roundTrip(assFormat, fixture('karaoke.ass'), (text) =>
      text
        .replace('Nobody', 'Nadie')
        .replace(' has lived there\nfor twenty years.', ' ha vivido allí en veinte años.'),
    );
    const lines = output.toString('utf8').split('\n');
    expect(lines).toContain(
      'Dialogue: 0,0:00:04.50,0:00:08.00,Default,Ben,0,0,0,,{\\i1}Nadie{\\i0} ha vivido allí\\Nen veinte años.',
    );
    expect(lines).toContain(
      'Comment: 0,0:00:08.00,0:00:09.00,Default,,0,0,0,,Translator note: keep the sign short',
    );
  });

  it('reads the Text field of SSA v4 files from their own Format line', async () => {
    const { segments } = await assFormat.extract(fixture('legacy.ssa'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      'The dog sleeps in the garden.',
      'She reads a book,\nand he writes a letter.',
    ]);
  });

  it('writes original \\N translation when bilingual', async () => {
    const output = await roundTrip(assFormat, fixture('legacy.ssa'), (text) => text.toUpperCase(), {
      options: { bilingual: true },
    });
    expect(output.toString('utf8')).toContain(
      ',,The dog sleeps in the garden.\\NTHE DOG SLEEPS IN THE GARDEN.\n',
    );
  });
});
