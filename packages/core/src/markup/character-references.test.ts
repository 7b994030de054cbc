import { describe, expect, it } from 'vitest';
import { fromHtmlText } from '../engines/http/html-text';
import { decodeSimpleText } from '../formats/html/simple-html-text';
import { referencedCharacter } from './character-references';

describe('character references', () => {
  it('decodes names and decimal and hexadecimal code points', () => {
    expect(referencedCharacter('amp')).toBe('&');
    expect(referencedCharacter('hellip')).toBe('…');
    expect(referencedCharacter('#233')).toBe('é');
    expect(referencedCharacter('#xE9')).toBe('é');
  });

  it('knows names in their exact spelling only, and no code point HTML repairs', () => {
    expect(referencedCharacter('AMP')).toBeUndefined();
    expect(referencedCharacter('#0')).toBeUndefined();
    expect(referencedCharacter('#x80')).toBeUndefined();
    expect(referencedCharacter('#xD800')).toBeUndefined();
    expect(referencedCharacter('notaname')).toBeUndefined();
  });

  it('is the one decoder of the HTML reader and of the engines that answer in HTML', () => {
    expect(decodeSimpleText('caf&eacute; &amp; th&#233;')).toBeUndefined(); // eacute: parse5 decides
    expect(decodeSimpleText('Tom &amp; Jerry &#8212; &euro;5')).toBe('Tom & Jerry — €5');
    expect(fromHtmlText('Tom &AMP; Jerry &#39;s <g1>&quot;x&quot;</g1>')).toBe(`Tom & Jerry 's <g1>"x"</g1>`);
  });
});
