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
      '50%',
    ]);
  });

  it('protects the syntax of an ICU plural and lets its branch texts be translated', () => {
    const icu = '{count, plural, one {# file} other {{count} files}}';
    expect(protectedTexts(`You have ${icu} left.`)).toEqual([
      '{count, plural, one {',
      '} other {',
      '{count}',
      '}}',
    ]);
  });

  it('reads nested choices, =N selectors and offsets, and leaves what does not parse whole', () => {
    const nested = '{gender, select, female {{n, plural, =0 {no one} other {# friends}}} other {them}}';
    expect(protectedTexts(nested)).toEqual([
      '{gender, select, female {',
      '{n, plural, =0 {',
      '} other {',
      '}}',
      '} other {',
      '}}',
    ]);
    expect(protectedTexts('{n, plural, offset:1 one {you} other {you and # more}}')).toEqual([
      '{n, plural, offset:1 one {',
      '} other {',
      '}}',
    ]);
    expect(protectedTexts('{n, plural, one {a} other}')).toEqual(['{n, plural, one {a} other}']);
  });

  it('finds inline code, template and Python variables', () => {
    const templateVariable = ['$', '{user}'].join('');
    expect(protectedTexts(`Run \`npm test\` with ${templateVariable} and %(name)s`)).toEqual([
      '`npm test`',
      templateVariable,
      '%(name)s',
    ]);
  });

  it('finds Laravel variables, but not the colon of a sentence or a time', () => {
    expect(protectedTexts(':count items for (:name)')).toEqual([':count', ':name']);
    expect(protectedTexts('Note: count the items at 10:30.')).toEqual([]);
  });

  it('keeps numbers with units and currencies, but not bare numbers', () => {
    expect(
      protectedTexts('5 kg, 3.5 GHz, 10 MB, 20 %, 100 km/h, 12 px, $5, €20 and 1,000.50 for 3 cats in 2024'),
    ).toEqual(['5 kg', '3.5 GHz', '10 MB', '20 %', '100 km/h', '12 px', '$5', '€20', '1,000.50']);
  });

  it('does not take a unit out of a longer word or a number out of a name', () => {
    expect(protectedTexts('5 minutes, 2 great ideas, v2 MB, 3 hours')).toEqual([]);
  });

  it('gives the input back when the spans are joined', () => {
    const text = 'Plain text with {one} and <b>two</b>, 5 kg and :count, and nothing else.';
    expect(
      splitProtectedSpans(text)
        .map((span) => span.text)
        .join(''),
    ).toBe(text);
  });
});
