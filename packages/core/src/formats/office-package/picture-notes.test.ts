import { describe, expect, it } from 'vitest';
import { untouchedPictureNotes } from './picture-notes';

describe('the notes on pictures left as they were', () => {
  it('says nothing when every picture was translated', () => {
    expect(untouchedPictureNotes(0, [])).toEqual([]);
  });

  it('counts the pictures without lettering in one sentence', () => {
    expect(untouchedPictureNotes(1, [])).toEqual([
      '1 picture has no text Verso could read and was left unchanged.',
    ]);
    expect(untouchedPictureNotes(30, [])).toEqual([
      '30 pictures have no text Verso could read and were left unchanged.',
    ]);
  });

  it('names the refused pictures, one note per reason', () => {
    const tooLarge = 'This picture has 120 megapixels; Verso translates pictures of up to 100 megapixels.';
    const damaged = 'This PNG image is damaged or cut short and cannot be read (end of file).';
    expect(
      untouchedPictureNotes(0, [
        { name: 'word/media/image1.png', reason: tooLarge },
        { name: 'word/media/image4.png', reason: damaged },
        { name: 'word/media/image7.png', reason: tooLarge },
      ]),
    ).toEqual([
      `The pictures word/media/image1.png, word/media/image7.png were left unchanged: ${tooLarge}`,
      `The picture word/media/image4.png was left unchanged: ${damaged}`,
    ]);
  });
});
