import { describe, expect, it } from 'vitest';
import { acceptedExtensions, formatForFilename, listFormats } from './registry';

describe('format registry', () => {
  it('finds a format by extension, ignoring case', () => {
    expect(formatForFilename('Notes.TXT').id).toBe('txt');
  });

  it('lists the accepted extensions when it cannot read a file', () => {
    expect(() => formatForFilename('slides.key')).toThrowError(
      `Verso cannot translate ".key" files yet. Accepted: ${acceptedExtensions().join(', ')}.`,
    );
    expect(acceptedExtensions()).toEqual(expect.arrayContaining(['.txt', '.json', '.srt']));
    expect(() => formatForFilename('README')).toThrowError(/files without an extension/);
  });

  it('accepts the extensions of every listed format', () => {
    expect(acceptedExtensions()).toEqual(listFormats().flatMap((format) => format.extensions));
  });
});
