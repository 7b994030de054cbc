import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripPlaceholders } from '../../segments/placeholders';
import { engineRoundTrip, identityRoundTrip, pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { benchSample } from './bench-sample';
import { texFormat } from './index';
import { texStructure } from './testing/tex-structure';
import { findTextMacros } from './tex-macros';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const inputs = readdirSync(fixtures).filter((name) => name.endsWith('.tex') && !name.endsWith('.pseudo.tex'));

async function segmentTexts(input: Buffer): Promise<string[]> {
  return (await texFormat.extract(input, {})).segments.map((segment) => segment.text);
}

describe("the document's own macros", () => {
  const input = fixture('macros.tex');

  it('finds the arguments that are prose, and not those used as keys, labels, paths or math', () => {
    const macros = findTextMacros(input.toString('utf8'));
    const textArguments = (name: string) => [...(macros.get(name)?.text ?? [])];
    expect(textArguments('mynote')).toEqual([0]);
    expect(textArguments('keyword')).toEqual([0]);
    expect(textArguments('warn')).toEqual([0]);
    expect(textArguments('term')).toEqual([0]);
    expect(textArguments('aside')).toEqual([1]);
    expect(textArguments('hint')).toEqual([0]);
    for (const name of ['figref', 'pic', 'squared']) expect(macros.has(name)).toBe(false);
    const more = findTextMacros(
      '\\newcommand{\\env}[1]{\\begin{#1}x\\end{#1}}\\newcommand{\\site}[1]{\\url{#1}}' +
        '\\newcommand{\\both}[1]{\\emph{#1}\\label{#1}}\\newcommand{\\plain}[1]{Say #1 aloud}' +
        '\\def\\delimited#1.{#1}\\NewDocumentCommand{\\verbatimish}{v}{#1}\\newcommand{\\cites}[1]{\\cite{#1}}',
    );
    expect(
      [...more.keys()].filter((name) => !['enquote', 'hl', 'ul', 'st', 'foreignlanguage'].includes(name)),
    ).toEqual(['plain']);
  });

  it('translates those arguments inside the sentence, as pairs, and keeps the others', async () => {
    const texts = await segmentTexts(input);
    expect(texts[1]).toBe(
      'Before you start, <g1>close every window</g1> and read the guide.\n' +
        'The <g2>garden shed</g2> holds the tools. <g3>Sharp blades can hurt.</g3>\n' +
        'A <g4>rake</g4> gathers leaves, as <x5/> shows.\n' +
        'The area is <x6/> metres, and the picture <x7/> is small.\n' +
        'Water the plants at dawn.<g8>Never at noon.</g8> Then <g9>rest a while</g9>.',
    );
    const upperCase = (text: string) =>
      text.toUpperCase().replace(/<\/?[GX]\d+\/?>/g, (tag) => tag.toLowerCase());
    const output = await roundTrip(texFormat, input, upperCase);
    expect(output.toString('utf8')).toContain(
      'A \\term{RAKE}{sec:rake} GATHERS LEAVES, AS \\figref{fig:rake} SHOWS.',
    );
    expect(output.toString('utf8')).toContain('\\aside[late]{NEVER AT NOON.}');
  });

  it('translates them into Spanish with Apertium', async () => {
    const output = (await engineRoundTrip(texFormat, input)).toString('utf8');
    expect(output).toMatch(/\\mynote\{cierra cada ventana\}/);
    expect(output).toMatch(/\\hint\{descansa un rato\}/);
    expect(output).toMatch(/\\term\{rastrillo\}\{sec:rake\}/);
    expect(output).toContain('\\figref{fig:rake}');
    expect(output).toContain('\\pic{rake.png}');
  }, 60_000);
});

describe('LaTeX format', () => {
  describe.each(inputs)('%s', (name) => {
    const input = fixture(name);

    it('comes back byte for byte when nothing is translated', async () => {
      expect((await identityRoundTrip(texFormat, input)).equals(input)).toBe(true);
    });

    it('keeps every command, math, comment and verbatim block when pseudo-translated, and changes every text', async () => {
      const output = await pseudoRoundTrip(texFormat, input);
      expect(texStructure(output.toString('utf8'))).toEqual(texStructure(input.toString('utf8')));
      const before = await segmentTexts(input);
      const after = await segmentTexts(output);
      expect(after).toHaveLength(before.length);
      for (const text of after) expect(stripPlaceholders(text).trim()).toMatch(/^⟦[\s\S]*⟧$/);
    });

    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.tex$/, '.pseudo.tex'));
      const output = await pseudoRoundTrip(texFormat, input);
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString('hex')).toBe(readFileSync(goldenPath).toString('hex'));
    });
  });

  it('makes paragraphs, titles, captions, list items and footnotes segments, markup placeholders', async () => {
    const { segments } = await texFormat.extract(fixture('article.tex'), {});
    const texts = segments.map((segment) => segment.text);
    expect(texts).toContain('A Small House by the River');
    expect(texts).toContain('Introduction');
    expect(texts).toContain('The house seen from the garden.');
    expect(texts).toContain('The bedroom is quiet and <g1>dark</g1>.');
    expect(texts).toContain('The river is called the <g1>Green River</g1>.');
    expect(texts).toContain('Equation<x1/><x2/> gives the price, see <x3/> and <x4/>.');
    expect(texts.find((text) => text.startsWith('The house stands'))).toBe(
      'The house stands near the river.<x1/>\nIt has <g2>three rooms</g2> and a <g3>small</g3> kitchen, as shown in Figure<x4/><x5/>.\n' +
        'About 50% of the garden is grass; the rest grows apples & pears.\n<x6/>\nIts area is <x7/> and its height is <x8/> metres.',
    );
    expect(texts.join(' ')).not.toMatch(/Jane Doe|verbatim text|March 2024|sum_/);
    expect(segments.find((segment) => segment.text === 'Then turn on the light.')?.context).toEqual({
      heading: 'The rooms',
      documentTitle: 'A Small House by the River',
    });
  });

  it('reads accented letters typed as commands as letters, and writes them back the same way', async () => {
    expect(await segmentTexts(fixture('chapter.tex'))).toContain(
      'Cooking at home is cheaper than eating out, and <g1>much</g1> healthier.\nOur café serves crème brûlée on Fridays.<x2/>\n' +
        'Use the <x3/> command to start the oven; prices rise by 5<x4/>% each year.',
    );
    const output = await roundTrip(texFormat, fixture('chapter.tex'), (text) =>
      text.replace('Our café', 'Notre café'),
    );
    expect(output.toString('utf8')).toContain("Notre caf\\'e serves cr\\`eme br\\^ul\\'ee on Fridays.\\\\");
  });

  it('escapes characters TeX treats specially in translations', async () => {
    const output = await roundTrip(texFormat, fixture('chapter.tex'), (text) =>
      text.startsWith('Flour') ? 'Harina 100% {fina} & sal_#1 $2 ~ ^ \\' : text,
    );
    expect(output.toString('utf8')).toContain(
      '\\item[Bread] Harina 100\\% \\{fina\\} \\& sal\\_\\#1 \\$2 \\textasciitilde{} \\textasciicircum{} \\textbackslash{}\n',
    );
  });

  it('keeps a declaration inside its group, and a space after a command word before a word', async () => {
    expect(await segmentTexts(fixture('chapter.tex'))).toContain(
      '<g1>Warning:</g1> the oven is hot. See <g2>the oven manual</g2> for details.',
    );
    const output = await roundTrip(
      texFormat,
      Buffer.from('Made with \\TeX today.\n'),
      () => 'Hecho con<x1/>hoy.',
    );
    expect(output.toString('utf8')).toBe('Hecho con\\TeX hoy.\n');
  });

  it('translates the terms of a description list and each table cell on its own', async () => {
    const texts = await segmentTexts(fixture('chapter.tex'));
    expect(texts).toEqual(expect.arrayContaining(['Bread', 'Soup', 'Apples', 'Fresh pears']));
    expect(texts.join(' ')).not.toMatch(/hline|&/);
  });

  it('translates a \\thanks note like a footnote', async () => {
    const input = Buffer.from(
      '\\title{Houses\\thanks{Written in spring.}}\n\\begin{document}\n\\end{document}\n',
    );
    expect(await segmentTexts(input)).toEqual(['Houses<x1/>', 'Written in spring.']);
  });

  // No translate-toolkit converter reads TeX, so recall is counted by hand (see README.md).
  it.each([
    ['article.tex', 16],
    ['chapter.tex', 9],
    ['macros.tex', 2],
  ])('finds every text a reader of %s sees: %i segments', async (name, count) => {
    expect(await segmentTexts(fixture(name))).toHaveLength(count);
  });

  it('reads its own bench sample: about the requested size, back byte for byte', async () => {
    const sample = benchSample(20_000);
    expect(sample.length).toBeGreaterThanOrEqual(20_000);
    expect(sample.length).toBeLessThan(21_000);
    expect((await identityRoundTrip(texFormat, sample)).equals(sample)).toBe(true);
    expect((await texFormat.extract(sample, {})).segments.length).toBeGreaterThan(100);
  });

  it('switches a babel or polyglossia main language to the target, and nothing else', async () => {
    const babel = Buffer.from(
      '\\documentclass{article}\n\\usepackage[french, english]{babel}\n\\begin{document}\nThe english text.\n\\end{document}\n',
    );
    const output = (await identityRoundTrip(texFormat, babel, { to: 'es' })).toString('utf8');
    expect(output).toContain('\\usepackage[french, spanish]{babel}');
    expect(output).toContain('The english text.');
    const polyglossia = Buffer.from(
      '\\setmainlanguage[variant=british]{english}\n\\begin{document}\nHi.\n\\end{document}\n',
    );
    expect((await identityRoundTrip(texFormat, polyglossia, { to: 'de' })).toString('utf8')).toContain(
      '\\setmainlanguage[variant=british]{ngerman}',
    );
    expect((await identityRoundTrip(texFormat, babel, { to: 'xx' })).equals(babel)).toBe(true);
  });

  it('keeps the options before the text of commands like \\textcolor[rgb]{…}{…}', async () => {
    const input = Buffer.from('A \\textcolor[rgb]{1,0,0}{red} word.\n');
    expect(await segmentTexts(input)).toEqual(['A <g1>red</g1> word.']);
  });

  it('spells each accented letter back the way its own sentence spelled it', async () => {
    const input = Buffer.from("Ma\\'{\\i}z and ma\\'iz, then \\'Eire.\n\nCaf\\'e.\n");
    expect((await identityRoundTrip(texFormat, input)).equals(input)).toBe(true);
    const output = await roundTrip(texFormat, input, (text) => (text.startsWith('Caf') ? 'Café é í' : text));
    expect(output.toString('utf8')).toContain("Caf\\'e \\'e \\'{\\i}\n");
  });

  it('translates beamer frame titles and a subtitle in the preamble', async () => {
    const input = Buffer.from(
      '\\documentclass{beamer}\n\\title{Houses}\n\\subtitle{Small ones}\n\\begin{document}\n' +
        '\\begin{frame}\n\\frametitle{The garden}\nApples grow here.\n\\end{frame}\n\\end{document}\n',
    );
    const { segments } = await texFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual([
      'Houses',
      'Small ones',
      'The garden',
      'Apples grow here.',
    ]);
    expect(segments[3]?.context?.heading).toBe('The garden');
  });

  it('reads a large document in linear time', async () => {
    const sample = benchSample(1_000_000);
    const started = performance.now();
    expect((await identityRoundTrip(texFormat, sample)).equals(sample)).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
