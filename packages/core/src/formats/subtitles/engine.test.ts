import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { engineRoundTrip } from '../testing/round-trip';
import { assFormat, srtFormat, vttFormat } from './index';
import { parseCues, visibleText } from './testing/cue-parser';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

describe('subtitles through Apertium English → Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('translates SRT cues into Spanish with tags, timings and line counts intact', async () => {
    const input = fixture('dialogue.srt');
    const output = await engineRoundTrip(srtFormat, input);
    const before = parseCues(input, 'srt');
    const after = parseCues(output, 'srt');
    expect(after.map((cue) => cue.timing)).toEqual(before.map((cue) => cue.timing));
    expect(after.map((cue) => cue.text.split('\n').length)).toEqual(
      before.map((cue) => cue.text.split('\n').length),
    );
    const spanish = after.map((cue) => visibleText(cue.text)).join(' ');
    expect(spanish).toMatch(/\bcasa\b/);
    expect(spanish).toMatch(/\biglesia\b/);
    expect(spanish).toMatch(/\bperro\b/);
    expect(after[0]?.text).toMatch(/^\{\\an8\}<i>[^<]+<\/i>/);
    expect(after[1]?.text).toMatch(/<font color="#ffff00">[^<]+<\/font>/);
  });

  it('translates ASS dialogue and leaves override blocks and Comment lines alone', async () => {
    const input = fixture('karaoke.ass');
    const output = (await engineRoundTrip(assFormat, input)).toString('utf8');
    const cues = parseCues(Buffer.from(output), 'ass');
    expect(cues.map((cue) => cue.timing)).toEqual(parseCues(input, 'ass').map((cue) => cue.timing));
    expect(visibleText(cues[0]?.text ?? '')).toMatch(/\bcasa\b/);
    expect(cues[1]?.text).toMatch(/^\{\\i1\}.+\{\\i0\}.+\\N.+$/);
    expect(cues[2]?.text.startsWith('{\\pos(640,80)\\fad(200,200)}')).toBe(true);
    expect(output).toContain(
      'Comment: 0,0:00:08.00,0:00:09.00,Default,,0,0,0,,Translator note: keep the sign short',
    );
  });

  it('translates WebVTT cues and keeps speakers, classes, settings and the NOTE block', async () => {
    const input = fixture('speakers.vtt');
    const output = (await engineRoundTrip(vttFormat, input)).toString('utf8');
    const cues = parseCues(Buffer.from(output), 'vtt');
    expect(cues.map((cue) => cue.timing)).toEqual(parseCues(input, 'vtt').map((cue) => cue.timing));
    expect(cues[0]?.text).toMatch(/^<v Mary>.*\bhoy\b.*<\/v>$/);
    expect(cues[0]?.text).toMatch(/<c\.yellow>[^<]+<\/c>/);
    expect(visibleText(cues[1]?.text ?? '')).toMatch(/\bpan\b/);
    expect(output).toContain('NOTE This file shows the WebVTT features Verso keeps:');
    expect(output).toContain('Language: es');
  });
});
