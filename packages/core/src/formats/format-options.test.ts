import { describe, expect, it } from 'vitest';
import { readFormatOptions } from './format-options';

describe('readFormatOptions', () => {
  it('reads flags and comma-separated lists as a form or the API sends them', () => {
    expect(
      readFormatOptions({
        bilingual: 'true',
        markFuzzy: 'no',
        columns: 'Title, Description ,2',
        excludeKeys: '',
        fromLang: 'en',
      }),
    ).toEqual({ bilingual: true, markFuzzy: false, columns: ['Title', 'Description', '2'] });
  });

  it('reads the office options: what to leave untranslated and the bilingual layout', () => {
    expect(
      readFormatOptions({
        skipComments: 'true',
        skipSheetNames: 'on',
        bilingualLayout: 'table',
        skipNotes: '0',
      }),
    ).toEqual({ skipComments: true, skipSheetNames: true, bilingualLayout: 'table', skipNotes: false });
    expect(() => readFormatOptions({ bilingualLayout: 'diagonal' })).toThrowError(/bilingualLayout/);
  });

  it('reads translateImages, the switch for the lettering of pictures inside documents', () => {
    expect(readFormatOptions({ translateImages: 'true' })).toEqual({ translateImages: true });
    expect(() => readFormatOptions({ translateImages: 'pictures' })).toThrowError(
      'Invalid format option: translateImages must be true or false.',
    );
  });

  it("reads a bilingual PDF's page layout, and refuses a DOCX layout there", () => {
    expect(readFormatOptions({ bilingual: 'true', bilingualPages: 'alternating' })).toEqual({
      bilingual: true,
      bilingualPages: 'alternating',
    });
    expect(readFormatOptions({ bilingualPages: 'sideBySide' })).toEqual({ bilingualPages: 'sideBySide' });
    expect(() => readFormatOptions({ bilingualPages: 'table' })).toThrowError(/bilingualPages/);
  });

  it('names the field of a bad value', () => {
    expect(() => readFormatOptions({ overwriteExisting: 'maybe' })).toThrowError(
      'Invalid format option: overwriteExisting must be true or false.',
    );
  });

  it('reads nothing from fields that carry no options', () => {
    expect(readFormatOptions({ fromLang: 'en', toLang: 'es' })).toEqual({});
  });
});
