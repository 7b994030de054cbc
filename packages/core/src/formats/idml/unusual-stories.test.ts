import { describe, expect, it } from 'vitest';
import { readPackage } from '../office-package';
import { pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { visibleTexts } from './idml-checks';
import { sampleIdml } from './idml-sample';
import { idmlFormat } from './index';

const plain = 'AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"';
const range = (content: string, attributes = '') =>
  `<CharacterStyleRange ${plain}${attributes}>${content}</CharacterStyleRange>`;
const paragraphOf = (content: string) =>
  `<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/$ID/NormalParagraphStyle">${content}</ParagraphStyleRange>`;

const stories: [string, string, string[]][] = [
  [
    'a hyperlink around ranges of two formattings',
    paragraphOf(
      `${range('<Content>See </Content>')}<HyperlinkTextSource Self="uh"><CharacterStyleRange ${plain}><Content>the </Content></CharacterStyleRange>${range('<Content>guide</Content>', ' FontStyle="Bold"')}</HyperlinkTextSource>${range('<Content> today.</Content>')}`,
    ),
    ['See <g1>the <g2>guide</g2></g1> today.'],
  ],
  [
    'an XML tag holding two paragraphs inside one range',
    paragraphOf(
      range(
        '<XMLElement Self="ux" MarkupTag="XMLTag/Body"><Content>First line</Content><Br/><Content>Second line</Content></XMLElement>',
      ),
    ),
    ['First line', 'Second line'],
  ],
  [
    'Content straight in a paragraph range',
    paragraphOf('<Content>No character range here</Content>'),
    ['No character range here'],
  ],
  [
    'an anchored frame and a text variable',
    paragraphOf(
      range(
        '<Content>See the photo </Content><TextFrame Self="uf" ParentStory="u9"/><Content> on page </Content><TextVariableInstance Self="uv" Name="Page" ResultText="4"/><Br/><TextFrame Self="ug" ParentStory="u8"/>',
      ),
    ),
    ['See the photo <x1/> on page <x2/>'],
  ],
  [
    'a table in a table cell, with a footnote',
    paragraphOf(
      range(
        `<Content>Outer</Content><Table Self="ut"><Cell Self="uc">${paragraphOf(range(`<Content>Cell</Content><Table Self="uu"><Cell Self="ud">${paragraphOf(range('<Content>Inner</Content><Footnote><ParagraphStyleRange><CharacterStyleRange><Content>Note</Content></CharacterStyleRange></ParagraphStyleRange></Footnote>'))}</Cell></Table>`))}</Cell></Table>`,
      ),
    ),
    ['Outer<x1/>', 'Cell<x1/>', 'Inner<x1/>', 'Note'],
  ],
  [
    'an endnote range and hidden text',
    paragraphOf(
      range(
        '<EndnoteRange Self="ue"><Content>Endnote text</Content></EndnoteRange><Br/><Content>Shown</Content><HiddenText><ParagraphStyleRange><CharacterStyleRange><Content>Hidden words</Content></CharacterStyleRange></ParagraphStyleRange></HiddenText>',
      ),
    ),
    ['<g1>Endnote text</g1>', 'Shown<x1/>', 'Hidden words'],
  ],
  [
    'a paragraph that ends inside the next range',
    paragraphOf(
      `${range('<Content>Water the </Content>')}${range('<Content>beds</Content><Br/><Content>Then rest</Content>', ' FontStyle="Italic"')}`,
    ),
    ['Water the <g1>beds</g1>', 'Then rest'],
  ],
];

const duplicatedSelf = (texts: string[]) => {
  const selves = texts.flatMap((text) => [...text.matchAll(/ Self="([^"]+)"/g)].map((match) => match[1]));
  return selves.filter((self, index) => selves.indexOf(self) !== index);
};

/**
 * An engine that mangles placeholders (drops the first pair's close, repeats a code), moves words and
 * returns a control character XML cannot hold.
 */
const careless = (text: string) =>
  `${text
    .replace(/<\/g1>/, '')
    .replace(/<x1\/>/, '<x1/><x1/>')
    .split(' ')
    .reverse()
    .join(' ')}\u0007`;

async function storyText(output: Buffer): Promise<string> {
  const pkg = await readPackage(output, 'IDML');
  return pkg.entries.find((entry) => entry.name === 'Stories/Story_u1.xml')?.data.toString() ?? '';
}

describe('IDML stories shaped unusually', () => {
  it.each(stories)('%s: read as paragraphs, written back well-formed', async (_name, story, expected) => {
    const input = await sampleIdml({ u1: story });
    const { segments } = await idmlFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual(expected);
    const pseudo = await pseudoRoundTrip(idmlFormat, input);
    for (const output of [pseudo, await roundTrip(idmlFormat, input, careless)]) {
      const again = await idmlFormat.extract(output, {});
      expect(again.segments).toHaveLength(segments.length);
      expect(duplicatedSelf([await storyText(output)])).toEqual([]);
    }
    const texts = visibleTexts(await readPackage(pseudo, 'IDML')).map((text) => text.text);
    expect(texts.join('')).not.toMatch(
      /See|First|Water|character range|Outer|Cell|Inner|Note|Endnote|Shown|Hidden/,
    );
  });

  it('puts a hyperlink with one formatting back inside its range', async () => {
    const story = paragraphOf(
      `${range('<Content>Read </Content>')}${range('<Content>this </Content><HyperlinkTextSource Self="uh"><Content>guide</Content></HyperlinkTextSource>', ' FontStyle="Bold"')}`,
    );
    const output = await roundTrip(idmlFormat, await sampleIdml({ u1: story }), (text) =>
      text.replace('Read', 'Lea').replace('this', 'esta').replace('guide', 'guía'),
    );
    expect(await storyText(output)).toContain(
      `<CharacterStyleRange ${plain}><Content>Lea </Content></CharacterStyleRange><CharacterStyleRange ${plain} FontStyle="Bold"><Content>esta </Content><HyperlinkTextSource Self="uh"><Content>guía</Content></HyperlinkTextSource></CharacterStyleRange>`,
    );
  });

  it('keeps a carriage return inside Content as a code, written back as a reference', async () => {
    const input = await sampleIdml({ u1: paragraphOf(range('<Content>Line one&#xD;line two</Content>')) });
    const { segments } = await idmlFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual(['Line one<x1/>line two']);
    const output = await roundTrip(idmlFormat, input, (text) => text.replace('one', 'uno'));
    expect(await storyText(output)).toContain(
      '<Content>Line uno</Content><Content>&#xD;</Content><Content>line two</Content>',
    );
  });
});
