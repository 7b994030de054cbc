import { describe, expect, it } from 'vitest';
import { repairPlaceholders } from './placeholder-repair';
import { checkPlaceholders } from './placeholders';

function repaired(source: string, translated: string): string {
  const { text } = repairPlaceholders(source, translated);
  expect(checkPlaceholders(source, text)).toEqual([]);
  return text;
}

describe('repairPlaceholders', () => {
  it('gives a correct translation back unchanged, with no repairs', () => {
    const translated = 'el coche <g1>rojo</g1><x2 />';
    expect(repairPlaceholders('the <g1>red</g1> car<x2/>', translated)).toEqual({
      text: translated,
      repairs: 0,
    });
  });

  it('respells damaged tags', () => {
    expect(repairPlaceholders('<g1>bold</g1> text', '< g1 >negrita</ g1 > texto')).toEqual({
      text: '<g1>negrita</g1> texto',
      repairs: 2,
    });
    expect(repaired('A<x2/>B', 'A<x2></x2>B')).toBe('A<x2/>B');
    expect(repaired('a <g1></g1>b', 'a <g1/>b')).toBe('a <g1></g1>b');
    expect(repaired('<g1>x</g1>', '&lt;g1&gt;x&lt;/g1&gt;')).toBe('<g1>x</g1>');
  });

  it('drops repeated tags and ids the source does not have', () => {
    expect(repairPlaceholders('Hello <x1/>!', 'Hola <x1/><x1/><x9/>!')).toEqual({
      text: 'Hola <x1/>!',
      repairs: 2,
    });
    expect(repaired('<g1>a</g1> b', '<g1>a</g1> <g1>b</g1>')).toBe('<g1>a</g1> b');
  });

  it('keeps the repeated close that follows the open', () => {
    expect(repaired('<g1>a</g1> b', '</g1> <g1>a</g1> b')).toBe(' <g1>a</g1> b');
  });

  it('turns a pair written close-first around', () => {
    expect(repaired('a <g1>b</g1> c', 'a </g1>b<g1> c')).toBe('a <g1>b</g1> c');
  });

  it('nests crossing pairs by closing the outer one after the inner one', () => {
    expect(repaired('<g1>a <g2>b</g2></g1> c', '<g1>a <g2>b</g1> c</g2>')).toBe('<g1>a <g2>b c</g2></g1>');
  });

  it('re-inserts a lost standalone tag between the words it stood between', () => {
    expect(repaired('Press<x2/>Enter', 'Pulse Intro')).toMatch(/^Pulse ?<x2\/> ?Intro$/);
  });

  it('puts a lost standalone tag at the same share of the text, never inside a word', () => {
    expect(repaired('One two three four<x1/>', 'Uno dos tres cuatro')).toBe('Uno dos tres cuatro<x1/>');
    expect(repaired('<x1/>Start here', 'Empieza aquí')).toBe('<x1/>Empieza aquí');
    expect(repaired('Save the file<x1/> now', 'Guardez le fichier maintenant')).toMatch(
      /^Guardez le fichier ?<x1\/> ?maintenant$/,
    );
  });

  it('keeps a re-inserted tag apart from the words when the source set it off with spaces', () => {
    expect(repaired('Open <x1/> now', 'Abre ahora')).toBe('Abre <x1/> ahora');
    expect(repaired('Open <x1/> now', '现在打开')).toMatch(/^现在<x1\/>打开$/u);
  });

  it('puts a lost standalone tag on the same side of the tags next to it as in the source', () => {
    expect(repaired('Press <g1>Enter</g1><x2/> or not', 'Pulse <g1>Intro</g1> o no')).toBe(
      'Pulse <g1>Intro</g1><x2/> o no',
    );
    expect(repaired('Press <g1><x2/>Enter</g1> now', 'Pulse <g1>Intro</g1> ya')).toBe(
      'Pulse <g1><x2/>Intro</g1> ya',
    );
  });

  it('keeps a variable at the end of the text apart from the last word', () => {
    expect(repaired('Total for <x1/>', 'Total pour')).toBe('Total pour <x1/>');
  });

  it('wraps the text a lost pair wrapped when it survives verbatim', () => {
    expect(repaired('Version <g1>2.5</g1> is out', 'La versión 2.5 ya está disponible')).toBe(
      'La versión <g1>2.5</g1> ya está disponible',
    );
    expect(
      repaired('See <g1>https://verso.example</g1> today', 'Voir https://verso.example aujourd’hui'),
    ).toBe('Voir <g1>https://verso.example</g1> aujourd’hui');
  });

  it('does not take a verbatim match from inside a longer word', () => {
    expect(repaired('<g1>10</g1> apples and more', 'En 2010 manzanas y más')).not.toContain('20<g1>10');
  });

  it('otherwise wraps whole words at the same share of the text', () => {
    // "red" went to the end in Spanish; the tag goes where "red" stood, around one whole word.
    const text = repaired('the <g1>red</g1> car', 'el coche rojo');
    expect(text).toMatch(/^(el )?<g1>\p{L}+<\/g1>( \p{L}+)*$/u);
    expect(text).toBe('el <g1>coche</g1> rojo');
  });

  it('puts back a lost close where it wraps as much text as in the source', () => {
    expect(repaired('Click <g1>here</g1> now', 'Cliquez <g1>ici maintenant')).toBe(
      'Cliquez <g1>ici</g1> maintenant',
    );
    expect(repaired('<g1>Read the whole manual</g1> first', '<g1>Lisez tout le manuel avant')).toBe(
      '<g1>Lisez tout le manuel</g1> avant',
    );
  });

  it('puts back a lost open before the close it belongs to', () => {
    expect(repaired('Click <g1>here</g1> now', 'Cliquez ici</g1> maintenant')).toBe(
      'Cliquez <g1>ici</g1> maintenant',
    );
  });

  it('keeps a re-inserted half inside the pair around it', () => {
    const text = repaired('<g1>Some <g2>bold</g2> text</g1> here', '<g1>Un texte <g2>gras</g1> ici');
    expect(text).toMatch(/^<g1>Un texte <g2>gras<\/g2><\/g1> ici$/);
  });

  it('re-inserts nested pairs without crossing them', () => {
    const text = repaired('<g1>one <g2>two</g2> three</g1> four', 'uno dos tres cuatro');
    expect(text).toMatch(/<g1>.*<g2>.*<\/g2>.*<\/g1>/);
  });

  it('works on Chinese and Japanese, cutting between characters', () => {
    expect(repaired('Press<x1/>Enter to confirm', '按回车键确认')).toMatch(/^按.?<x1\/>.+确认$/u);
    expect(repaired('<g1>这是</g1>一个测试', '这是一个测试')).toBe('<g1>这是</g1>一个测试');
    // No verbatim match: "settings" is 8 of 22 characters from the 9th, so about 4 of 10 from the 5th.
    expect(repaired('Open the <g1>settings</g1> page', '設定ページを開きます')).toBe(
      '設定ペー<g1>ジを開き</g1>ます',
    );
  });

  it('never cuts a Thai word before a vowel mark', () => {
    const text = repaired('a<x1/>b', 'ที่นี่');
    expect(text).not.toMatch(/<x1\/>[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u);
  });

  it('gives an empty pair only when the translation has no text to wrap', () => {
    expect(repaired('<g1>bold</g1>', '')).toBe('<g1></g1>');
    expect(repaired('<g1>bold</g1><x2/>', '   ')).toMatch(/<g1><\/g1>/);
  });

  it('counts each tag respelled, dropped, moved or inserted', () => {
    expect(repairPlaceholders('a<x1/> <g2>b</g2>', 'a b').repairs).toBe(3);
    expect(repairPlaceholders('a <g1>b</g1>', 'a </g1>b<g1>').repairs).toBe(2);
    expect(repairPlaceholders('a<x1/>', 'a<x1/> < x9 >').repairs).toBe(1);
  });
});

describe('repairPlaceholders on damage it was not written for', () => {
  // A seeded generator: the same damage every run, so a failure can be replayed.
  function random(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
  }

  const sources = [
    'Click <g1>here</g1> to <g2>read <g3>the</g3> manual</g2>.<x4/>',
    '<x1/>Press <g2>Enter</g2><x3/> or <g4>Escape</g4>',
    '<g1>这是<g2>一个</g2>测试</g1><x3/>文本',
    'Total: <g1>5 kg</g1> for <x2/>',
  ];
  const damage = ['', '<g1>', '</g2>', '<x9/>', '< g3 >', '</g1>', '<x1></x1>', '<G2>', '{g4}', '<g3/>'];

  it('always returns text that passes the check', () => {
    const pick = random(42);
    for (let round = 0; round < 300; round += 1) {
      const source = sources[pick(sources.length)] ?? '';
      const pieces = source.split(/(<\/?[gx]\d+\/?>)/).filter(Boolean);
      const damaged = pieces.map((piece) =>
        piece.startsWith('<') && pick(3) === 0 ? (damage[pick(damage.length)] ?? '') : piece,
      );
      if (pick(2) === 0) damaged.reverse();
      const translated = damaged.join(pick(2) === 0 ? ' ' : '');
      const { text } = repairPlaceholders(source, translated);
      expect(checkPlaceholders(source, text), `${source} → ${translated} → ${text}`).toEqual([]);
    }
  });
});
