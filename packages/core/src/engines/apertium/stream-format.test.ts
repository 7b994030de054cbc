// Apertium's answers below are what the installed eng-spa pipeline wrote for these inputs.
import { describe, expect, it } from 'vitest';
import { fromApertiumStream, toApertiumStream } from './stream-format';

describe('toApertiumStream', () => {
  it("escapes a text's own stream syntax so Apertium reads it as text", () => {
    expect(toApertiumStream('a [b] ^c$ <d> 1/2 @e \\f {g}')).toBe(
      'a \\[b\\] \\^c\\$ \\<d\\> 1\\/2 \\@e \\\\f \\{g\\}.[]',
    );
  });

  it('never lets a NUL inside a text end its chunk', () => {
    expect(toApertiumStream('a\0b')).toBe('a b.[]');
  });

  it('puts the words inside pairs in word-bound blanks labelled with every pair they are in', () => {
    expect(toApertiumStream('The <g1>very <g2>red</g2></g1> car')).toBe(
      'The [[t:0]]very[[/]] [[t:0; t:1]]red[[/]] car.[]',
    );
  });

  it('keeps standalone tags and pairs around no words in place as superblanks', () => {
    expect(toApertiumStream('line<x1/>next <g2></g2>end')).toBe(
      'line[\\<x1\\/\\>]next [\\<g2\\>\\<\\/g2\\>]end.[]',
    );
  });
});

describe('fromApertiumStream', () => {
  it('round-trips a text that Apertium leaves alone', () => {
    const text = 'x [y] <z> & 3/4 \\ {w} @v ^u$ end.';
    expect(fromApertiumStream(toApertiumStream(text), text)).toBe(text);
  });

  it('removes only the full stop it added', () => {
    expect(fromApertiumStream('Tengo coches rojos..[]', 'x')).toBe('Tengo coches rojos.');
    expect(fromApertiumStream('Tengo coches rojos.[]\n', 'x')).toBe('Tengo coches rojos');
  });

  it('keeps a pair on the word it followed through reordering', () => {
    expect(
      fromApertiumStream('El coche [[t:0]]rojo[[/]] es rápido..[]', 'The <g1>red</g1> car is fast.'),
    ).toBe('El coche <g1>rojo</g1> es rápido.');
  });

  it('makes a pair Apertium spread over several words one pair again', () => {
    expect(
      fromApertiumStream('Vi [[t:0]]la[[/]] [[t:0]]lima[[/]] ayer..[]', 'I saw <g2>the file</g2> yesterday.'),
    ).toBe('Vi <g2>la lima</g2> ayer.');
  });

  it('nests pairs that landed on one merged word, and reads a label Apertium repeated once', () => {
    const source = 'The house <g1>of</g1> <g2>the</g2> man.';
    expect(fromApertiumStream('La casa [[t:0; t:1; t:0]]del[[/]] hombre..[]', source)).toBe(
      'La casa <g1><g2>del</g2></g1> hombre.',
    );
  });

  it('cuts a pair that would cross another after reordering, so tags stay balanced', () => {
    const source = '<g1>a b</g1> <g2>c d</g2>';
    const chunk = '[[t:0]]A[[/]] [[t:1]]C[[/]] [[t:0]]B[[/]] [[t:1]]D[[/]].[]';
    expect(fromApertiumStream(chunk, source)).toBe('<g1>A <g2>C</g2> B</g1> D');
  });

  it('brings back a pair whose word Apertium dropped as an empty pair, on its side of the text', () => {
    expect(fromApertiumStream(' Tengo un coche..[]', '<g1>I</g1> have a car.')).toBe(
      ' <g1></g1>Tengo un coche.',
    );
    expect(fromApertiumStream('Tengo coche..[]', 'I have <g1>a</g1> car.')).toBe('Tengo coche.<g1></g1>');
  });

  it('puts each standalone tag back exactly once, unescaped', () => {
    const source = 'First<x1/> line <g2></g2>';
    expect(fromApertiumStream('Primera[\\<x1\\/\\>] línea[<x1\\/>].[]', source)).toBe(
      'Primera<x1/> línea<g2></g2>',
    );
  });

  it('drops pair labels the source never had', () => {
    expect(fromApertiumStream('[[t:7]]Hola[[/]].[]', 'Hello.')).toBe('Hola');
  });
});
