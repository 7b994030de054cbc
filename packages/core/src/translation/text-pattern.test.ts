import { describe, expect, it } from 'vitest';
import type { Engine } from '../engines/engine';
import { identityEngine } from '../engines/identity';
import { translateDocument, translateTexts } from '../pipeline';
import { checkedTextPattern, maxPatternLength, splitByPattern } from './text-pattern';

/** Marks what it was given, so a test sees exactly which parts reached the engine. */
const markingEngine: Engine = {
  ...identityEngine,
  translate: async (texts) => texts.map((text) => `«${text.toUpperCase()}»`),
};

describe('checkedTextPattern', () => {
  it('accepts a pattern with flags from gimsuy', () => {
    expect(checkedTextPattern('"[^"]*"', 'gi')).toEqual({ pattern: '"[^"]*"', flags: 'gi' });
  });

  it.each([
    ['(', '', /extractTextRegExpPattern/],
    ['', '', /extractTextRegExpPattern: it is empty/],
    ['a'.repeat(maxPatternLength + 1), '', /extractTextRegExpPattern: it is longer than 500/],
    ['a', 'd', /extractTextRegExpFlags/],
    ['a', 'v', /extractTextRegExpFlags/],
    ['a', 'gg', /extractTextRegExpFlags: a flag is repeated/],
    ['(a+)+$', '', /extractTextRegExpPattern: nested quantifiers/],
    ['(\\w*)*x', '', /extractTextRegExpPattern: nested quantifiers/],
    ['(x{1,}y)+', '', /extractTextRegExpPattern: nested quantifiers/],
  ])('refuses pattern %j with flags %j, naming the field', (pattern, flags, message) => {
    expect(() => checkedTextPattern(pattern, flags)).toThrowError(message);
  });

  it('stops a pattern that backtracks without end within its time budget', () => {
    // Alternation, not nesting, makes this one exponential: the up-front check lets it through.
    const pattern = checkedTextPattern('^(a|a)*$');
    const started = Date.now();
    expect(() => splitByPattern([{ id: 's1', text: `${'a'.repeat(40)}b` }], pattern)).toThrowError(
      /took too long/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('splitByPattern', () => {
  it('sends only the matched parts and puts their translations back in place', () => {
    const { parts, assemble } = splitByPattern(
      [
        { id: 's1', text: 'id=1 msg="hello" other="bye"' },
        { id: 's2', text: 'no quotes here' },
      ],
      checkedTextPattern('(?<=")[^"]+(?=")'),
    );
    expect(parts.map((part) => part.text)).toEqual(['hello', ' other=', 'bye']);
    expect(assemble(['hola', ' otro=', 'adiós'])).toEqual(['id=1 msg="hola" otro="adiós"', 'no quotes here']);
  });
});

describe('a text pattern in the pipeline', () => {
  it('translates only what matches in a document; other text and segments stay as they are', async () => {
    const result = await translateDocument({
      input: Buffer.from('Keep this line.\n\nSay "hello" and "goodbye".\n'),
      filename: 'notes.txt',
      from: 'en',
      to: 'es',
      engine: markingEngine,
      textPattern: checkedTextPattern('"([^"]*)"', 'g'),
    });
    expect(result.output.toString('utf8')).toBe('Keep this line.\n\nSay «"HELLO"» and «"GOODBYE"».\n');
  });

  it('does the same for loose texts', async () => {
    const { translations } = await translateTexts(['a [b] c', 'd'], {
      from: 'en',
      to: 'es',
      engine: markingEngine,
      textPattern: checkedTextPattern('\\[\\w+\\]'),
    });
    expect(translations).toEqual(['a «[B]» c', 'd']);
  });
});
