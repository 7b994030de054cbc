import { describe, expect, it } from 'vitest';
import { fromApertiumStream, toApertiumStream } from './stream-format';

describe('Apertium stream format', () => {
  it("escapes a text's own stream syntax so Apertium reads it as text", () => {
    expect(toApertiumStream('a [b] ^c$ <d> 1/2 @e \\f')).toBe(
      'a \\[b\\] \\^c\\$ \\<d\\> 1\\/2 \\@e \\\\f.[]',
    );
  });

  it('never lets a NUL inside a text end its chunk', () => {
    expect(toApertiumStream('a\0b')).toBe('a b.[]');
  });

  it('round-trips a text that Apertium leaves alone', () => {
    const text = 'x [y] <z> & 3/4 \\ end.';
    expect(fromApertiumStream(toApertiumStream(text))).toBe(text);
  });

  it('removes only the full stop it added', () => {
    expect(fromApertiumStream('Tengo coches rojos..[]')).toBe('Tengo coches rojos.');
    expect(fromApertiumStream('Tengo coches rojos.[]\n')).toBe('Tengo coches rojos');
  });
});
