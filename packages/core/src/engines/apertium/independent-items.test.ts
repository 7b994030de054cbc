import { describe, expect, it } from 'vitest';
import { independentItems } from './independent-items';
import { createApertiumEngine } from './index';

const linkList = '<g1>Top of this Page</g1><x2/><g3>Sample Document</g3><x4/><g5>Sample Document (docx)</g5>';

describe('independentItems', () => {
  it('cuts a list of links separated by line breaks into its links', () => {
    expect(independentItems(linkList)).toEqual([
      { text: '<g1>Top of this Page</g1>', translate: true },
      { text: '<x2/>', translate: false },
      { text: '<g3>Sample Document</g3>', translate: true },
      { text: '<x4/>', translate: false },
      { text: '<g5>Sample Document (docx)</g5>', translate: true },
    ]);
  });

  it('keeps a sentence whole when words stand outside the tags or a pair holds the break', () => {
    for (const text of [
      'Read <g1>the guide</g1><x2/><g3>today</g3>',
      '<g1>Read</g1> the<x2/><g3>guide</g3>',
      '<g1>Top of this Page<x2/>Sample Document</g1>',
      '<g1>One link</g1>',
      '<g1>Top</g1><x2/>',
      'The house is small.<x1/>The dog eats.',
    ]) {
      expect(independentItems(text)).toEqual([{ text, translate: true }]);
    }
  });

  it('cuts around the tag between items that have spaces beside them', () => {
    expect(independentItems('<g1>Home</g1> <x2/> <g3>Contact</g3>')).toEqual([
      { text: '<g1>Home</g1> ', translate: true },
      { text: '<x2/>', translate: false },
      { text: ' <g3>Contact</g3>', translate: true },
    ]);
  });
});

describe('Apertium on a list of links', () => {
  it('translates each link on its own: the links keep their own words, in order, never nested', async () => {
    const [translated = ''] = await createApertiumEngine().translate([linkList], 'en', 'es');
    const links = /^<g1>([^<]+)<\/g1><x2\/><g3>([^<]+)<\/g3><x4\/><g5>([^<]+)<\/g5>$/.exec(translated);
    expect(links, translated).not.toBeNull();
    const [, top = '', sample = '', sampleDocx = ''] = links ?? [];
    expect(top).toMatch(/Página/);
    expect(sample).toMatch(/Documento/);
    expect(sample).not.toMatch(/docx|Página/);
    expect(sampleDocx).toMatch(/Documento.*\(docx\)/);
  });
});
