import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roundTrip } from '../testing/round-trip';
import { vttFormat } from './index';
import { describeSubtitleFiles } from './testing/subtitle-file-cases';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const ownFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.vtt') && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));

describe('WebVTT format', () => {
  describeSubtitleFiles(vttFormat, 'vtt', ownFiles, { golden: true });

  it('translates cue text only: not the header, NOTE, STYLE, REGION blocks or cue ids', async () => {
    const { segments } = await vttFormat.extract(fixture('speakers.vtt'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      '<g1>Good morning! The <g2>market</g2> opens today.</g1>',
      '<g1>We need bread, milk</g1>\nand <g2>fresh</g2> fish &amp; chips.',
      '<x1/>Walk <x2/>with <x3/>me <x4/>to the river.',
    ]);
  });

  it('keeps speakers, classes, karaoke timestamps and cue settings around the translation', async () => {
    const output = await roundTrip(vttFormat, fixture('speakers.vtt'), (text) =>
      text.replace('Good morning!', '¡Buenos días!').replace('Walk', 'Camina'),
    );
    const text = output.toString('utf8');
    expect(text).toContain(
      'intro\n00:00:01.000 --> 00:00:04.000 line:0 position:20% align:start\n' +
        '<v Mary>¡Buenos días! The <c.yellow>market</c> opens today.</v>\n',
    );
    expect(text).toContain('<00:00:08.500>Camina <00:00:09.000>with');
    expect(text).toContain('NOTE This file shows the WebVTT features Verso keeps:\nspeakers');
  });

  it('keeps the byte-order mark and CRLF line endings', async () => {
    const output = await roundTrip(vttFormat, fixture('bom-crlf.vtt'), () => 'El tren sale\na mediodía.');
    expect(output.toString('utf8')).toBe(
      '\uFEFFWEBVTT\r\n\r\n00:00:01.000 --> 00:00:03.000\r\nEl tren sale\r\na mediodía.\r\n',
    );
  });

  it('puts the translation under the original when bilingual', async () => {
    const output = await roundTrip(vttFormat, fixture('bom-crlf.vtt'), () => 'El tren sale a mediodía.', {
      options: { bilingual: true },
    });
    expect(output.toString('utf8')).toContain(
      '00:00:03.000\r\nThe train leaves\r\nat noon.\r\nEl tren sale\r\na mediodía.\r\n',
    );
  });

  it('sets the header’s Language to the target, except in a bilingual file', async () => {
    const header = async (options = {}) =>
      (await roundTrip(vttFormat, fixture('speakers.vtt'), (text) => text, { to: 'es', options }))
        .toString('utf8')
        .split('\n')
        .slice(0, 3);
    expect(await header()).toEqual(['WEBVTT - A walk in the town', 'Kind: captions', 'Language: es']);
    expect((await header({ bilingual: true }))[2]).toBe('Language: en');
  });
});
