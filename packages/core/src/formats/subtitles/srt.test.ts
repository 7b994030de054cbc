import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { corpusFiles, roundTrip } from '../testing/round-trip';
import { benchSample } from './bench-sample';
import { srtFormat } from './index';
import { describeSubtitleFiles } from './testing/subtitle-file-cases';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const ownFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.srt') && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));

describe('SRT format', () => {
  describeSubtitleFiles(srtFormat, 'srt', ownFiles, { golden: true });
  describeSubtitleFiles(srtFormat, 'srt', corpusFiles('srt', ['.srt']));

  it('makes one segment per cue, its lines joined by a line break, its tags placeholders', async () => {
    const { segments } = await srtFormat.extract(fixture('dialogue.srt'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      '<x1/><g2>The house is on the hill,</g2>\nnext to the old <g3>red</g3> church.',
      '<g1>Call me at 5 pm</g1> & bring 3 kg of apples.',
      'If x < 3, the dog stays home.',
      '- Where is the cat?\n- In the garden, with the children.',
    ]);
  });

  it('puts the markup back around the translation and keeps numbers, timings and CRLF', async () => {
    const output = await roundTrip(srtFormat, fixture('dialogue.srt'), (text) =>
      text.replace('The house is on the hill,', 'La casa está en la colina,').replace('red', 'roja'),
    );
    expect(output.toString('utf8').split('\r\n').slice(0, 5)).toEqual([
      '1',
      '00:00:01,000 --> 00:00:04,000',
      '{\\an8}<i>La casa está en la colina,</i>',
      'next to the old <b>roja</b> church.',
      '',
    ]);
  });

  it('re-wraps a translation that lost its line break into the original two balanced lines', async () => {
    const output = await roundTrip(srtFormat, fixture('windows-1252.srt'), (text) =>
      text.includes('bread') ? 'Comemos pan y queso en la pequeña cocina de la casa.' : text,
    );
    expect(iconv.decode(output, 'windows-1252')).toContain(
      '00:00:03,500 --> 00:00:06,000\nComemos pan y queso en la\npequeña cocina de la casa.\n',
    );
  });

  it('splits a Chinese translation between characters', async () => {
    const output = await roundTrip(
      srtFormat,
      fixture('windows-1252.srt'),
      () => '我们在小厨房里吃面包和奶酪',
      {
        to: 'zh',
      },
    );
    expect(output.toString('utf8')).toContain('00:00:06,000\n我们在小厨房\n里吃面包和奶酪\n');
  });

  it('keeps a Windows-1252 file in Windows-1252', async () => {
    const output = await roundTrip(srtFormat, fixture('windows-1252.srt'), (text) =>
      text.replace('café', 'thé'),
    );
    expect(iconv.decode(output, 'windows-1252')).toContain('The thé is open.\n');
    expect(output.includes(Buffer.from('thé', 'utf8'))).toBe(false);
  });

  it('writes the translation under the original line by line when bilingual', async () => {
    const output = await roundTrip(srtFormat, fixture('dialogue.srt'), (text) => text.toUpperCase(), {
      options: { bilingual: true },
    });
    expect(output.toString('utf8')).toContain(
      '00:00:11,000 --> 00:00:14,000\r\n- Where is the cat?\r\n- In the garden, with the children.\r\n' +
        '- WHERE IS THE CAT?\r\n- IN THE GARDEN, WITH THE CHILDREN.\r\n',
    );
  });

  it('reads its own bench sample: about the requested size, one segment per cue', async () => {
    const sample = benchSample(20_000);
    expect(sample.length).toBeGreaterThanOrEqual(20_000);
    expect(sample.length).toBeLessThan(20_200);
    const { segments } = await srtFormat.extract(sample, {});
    expect(segments.length).toBe(sample.toString('utf8').match(/-->/g)?.length);
  });
});
