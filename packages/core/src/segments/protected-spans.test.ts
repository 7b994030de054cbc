import { describe, expect, it } from 'vitest';
import { splitProtectedSpans } from './protected-spans';

function protectedTexts(text: string): string[] {
  return splitProtectedSpans(text)
    .filter((span) => span.isProtected)
    .map((span) => span.text);
}

describe('splitProtectedSpans', () => {
  it('finds placeholders, markup, URLs and e-mail addresses', () => {
    const text =
      'Hi {name}, you have %d items (%s, %1$s, {{count}}) — <g1>see</g1><x2/> https://verso.example/a?b=1. Mail a.b@example.org &amp; 50% off';
    expect(protectedTexts(text)).toEqual([
      '{name}',
      '%d',
      '%s',
      '%1$s',
      '{{count}}',
      '<g1>',
      '</g1>',
      '<x2/>',
      'https://verso.example/a?b=1',
      'a.b@example.org',
      '&amp;',
    ]);
  });

  it('gives the input back when the spans are joined', () => {
    const text = 'Plain text with {one} and <b>two</b> and nothing else.';
    expect(
      splitProtectedSpans(text)
        .map((span) => span.text)
        .join(''),
    ).toBe(text);
  });
});
