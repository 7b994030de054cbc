// Broken files of every kind are refused with a message that names the format and, when it can, the
// line; none hangs or escapes as a crash.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { isUserFacingError } from '../../errors';
import type { DocumentFormat } from '../format';
import { assFormat, srtFormat, vttFormat } from './index';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
const binary = Buffer.from([0x31, 0x0a, 0x00, 0x01, 0x02, 0xff, 0x10, 0x0a, 0x41]);
const srtCue = '1\n00:00:01,000 --> 00:00:04,000\nThe house is on the hill.\n\n';
const deepTags = (open: string, close: string) => `${open.repeat(10_000)}deep${close.repeat(10_000)}`;
const assHeader =
  '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';

const badFiles: { format: DocumentFormat; name: string; input: Buffer; message: RegExp }[] = [
  {
    format: srtFormat,
    name: 'truncated in a timing line',
    input: Buffer.from(`${srtCue}2\n00:00:05,000 --> 00:0`),
    message: /SRT file is malformed at line 6: expected a timing line/,
  },
  {
    format: srtFormat,
    name: 'a broken arrow',
    input: Buffer.from('1\n00:00:01,000 -> 00:00:04,000\nHello\n'),
    message: /SRT file is malformed at line 2/,
  },
  {
    format: srtFormat,
    name: 'prose with no timing',
    input: Buffer.from('Dear John,\nthis is a letter.\n'),
    message: /SRT file has no subtitles/,
  },
  {
    format: srtFormat,
    name: 'text before the first cue',
    input: Buffer.from(`Hello there\n${srtCue}`),
    message: /SRT file is malformed at line 1: expected a cue number/,
  },
  {
    format: srtFormat,
    name: 'UTF-16 without a byte-order mark',
    input: iconv.encode(srtCue, 'utf-16le'),
    message: /SRT file contains binary data/,
  },
  { format: srtFormat, name: 'binary bytes', input: binary, message: /SRT file contains binary data/ },
  {
    format: srtFormat,
    name: 'a PNG renamed .srt',
    input: png,
    message: /This file is a PNG image, not SRT subtitles/,
  },
  {
    format: srtFormat,
    name: 'tags nested 10 000 deep',
    input: Buffer.from(`1\n00:00:01,000 --> 00:00:04,000\n${deepTags('<i>', '</i>')}\n`),
    message: /SRT file is malformed at line 3: tags nested more than 50 deep/,
  },
  {
    format: vttFormat,
    name: 'no WEBVTT header',
    input: Buffer.from(`00:00:01.000 --> 00:00:04.000\nHello\n`),
    message: /WebVTT file does not start with "WEBVTT"/,
  },
  {
    format: vttFormat,
    name: 'truncated in a timing line',
    input: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:0'),
    message: /WebVTT file is malformed at line 3: expected a timing line/,
  },
  {
    format: vttFormat,
    name: 'SRT commas in a WebVTT timing',
    input: Buffer.from('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nHi\n'),
    message: /WebVTT file is malformed at line 3/,
  },
  {
    format: vttFormat,
    name: 'a PNG renamed .vtt',
    input: png,
    message: /PNG image, not WebVTT subtitles/,
  },
  { format: vttFormat, name: 'binary bytes', input: binary, message: /WebVTT file contains binary data/ },
  {
    format: vttFormat,
    name: 'tags nested 10 000 deep',
    input: Buffer.from(`WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${deepTags('<b>', '</b>')}\n`),
    message: /WebVTT file is malformed at line 4: tags nested/,
  },
  {
    format: assFormat,
    name: 'no section header',
    input: Buffer.from('Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,Hi\n'),
    message: /ASS\/SSA file is malformed at line 1: expected a section/,
  },
  {
    format: assFormat,
    name: 'truncated in a Dialogue line',
    input: Buffer.from(`${assHeader}Dialogue: 0,0:00:01.00,0:0`),
    message: /ASS\/SSA file is malformed at line 6: a Dialogue line has fewer than 10 fields/,
  },
  {
    format: assFormat,
    name: 'a PNG renamed .ass',
    input: png,
    message: /PNG image, not ASS\/SSA subtitles/,
  },
  {
    format: assFormat,
    name: 'binary bytes',
    input: Buffer.concat([Buffer.from(assHeader), binary]),
    message: /ASS\/SSA file contains binary data/,
  },
  {
    format: assFormat,
    name: 'override blocks nested 10 000 deep',
    input: Buffer.from(
      `${assHeader}Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,${deepTags('{', '}')}\n`,
    ),
    message: /ASS\/SSA file is malformed at line 6: an override block/,
  },
];

describe('broken subtitle files', () => {
  it.each(badFiles.map((bad) => [`${bad.format.label}: ${bad.name}`, bad]))(
    'refuses %s',
    async (_name, bad) => {
      const error = await Promise.resolve()
        .then(() => bad.format.extract(bad.input, {}))
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(isUserFacingError(error) && error.code).toBe('bad_file');
      expect((error as Error).message).toMatch(bad.message);
    },
  );
});
