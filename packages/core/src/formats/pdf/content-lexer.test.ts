// The content-stream lexer on ordinary and hostile input: every operation with its operands and the
// exact bytes it spans, strings with escapes and nested parentheses, inline images whose data holds
// "EI", and unterminated strings refused rather than read to the end.
import { describe, expect, it } from 'vitest';
import { ContentSyntaxError, contentOperations, type Operation } from './content-lexer';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const read = (text: string) => contentOperations(bytes(text));
const spans = (text: string, operations: Operation[]) =>
  operations.map(({ start, end }) => text.slice(start, end));
const latin1 = (value: unknown) => Buffer.from(value as Uint8Array).toString('latin1');

describe('contentOperations', () => {
  it('reads numbers, names, arrays, dictionaries and operators, with the bytes each operation spans', () => {
    const text =
      'q 1 0 0 -1 .5 +8.25 cm\n/F#20a 12 Tf % a comment (not a string\n[(A) -120.5 <0041>] TJ /P <</MCID 3 /Nested <</A [1 2]>> >>BDC Q';
    const operations = read(text);
    expect(operations.map((operation) => operation.operator)).toEqual(['q', 'cm', 'Tf', 'TJ', 'BDC', 'Q']);
    expect(spans(text, operations)).toEqual([
      'q',
      '1 0 0 -1 .5 +8.25 cm',
      '/F#20a 12 Tf',
      '[(A) -120.5 <0041>] TJ',
      '/P <</MCID 3 /Nested <</A [1 2]>> >>BDC',
      'Q',
    ]);
    expect(operations[1]?.operands).toEqual([1, 0, 0, -1, 0.5, 8.25]);
    expect(operations[2]?.operands).toEqual([{ name: 'F a' }, 12]);
    const [array] = (operations[3]?.operands ?? []) as [unknown[]];
    expect([latin1(array[0]), array[1], latin1(array[2])]).toEqual(['A', -120.5, '\x00A']);
    const properties = operations[4]?.operands[1] as { entries: Map<string, unknown> };
    expect(properties.entries.get('MCID')).toBe(3);
  });

  it('reads strings with escapes, octal codes, line continuations and nested parentheses', () => {
    const [operation] = read('(a\\(b\\) (nested (deep)) \\n\\t\\\\ \\101\\60\\0053 split\\\nline\\q) Tj');
    expect(latin1(operation?.operands[0])).toBe('a(b) (nested (deep)) \n\t\\ A0\x053 splitlineq');
  });

  it('reads hex strings with white space and an odd digit count', () => {
    const [operation] = read('<48 65\n6C6c 6>Tj');
    expect([...((operation?.operands[0] ?? []) as Uint8Array)]).toEqual([0x48, 0x65, 0x6c, 0x6c, 0x60]);
  });

  it('keeps an inline image whole when its binary data contains "EI"', () => {
    // Unfiltered 4 × 2 grey pixels: the data (" EI " among them) is skipped by its size.
    const data = ' EI \x00\xff\x01\x02';
    const text = `q BI /W 4 /H 2 /BPC 8 /CS /G ID ${data}\nEI Q (after) Tj`;
    const operations = read(text);
    expect(operations.map((operation) => operation.operator)).toEqual(['q', 'BI', 'Q', 'Tj']);
    expect(spans(text, operations)[1]).toBe(`BI /W 4 /H 2 /BPC 8 /CS /G ID ${data}\nEI`);
  });

  it('finds the end of filtered inline image data by what follows "EI", not by the first "EI"', () => {
    const data = 'x\x9c EI \x01\x02\x80 EI\x00 more';
    const text = `BI /W 10 /H 10 /F /Fl ID ${data} EI\n0 g (after) Tj`;
    const operations = read(text);
    expect(operations.map((operation) => operation.operator)).toEqual(['BI', 'g', 'Tj']);
    expect(latin1(operations[2]?.operands[0])).toBe('after');
  });

  it("uses an inline image's declared length", () => {
    const text = 'BI /W 1 /H 1 /F /AHx /L 5 ID EI EI EI Q';
    expect(read(text).map((operation) => operation.operator)).toEqual(['BI', 'Q']);
  });

  it('refuses unterminated strings, hex strings, arrays and inline images instead of guessing', () => {
    for (const hostile of [
      '(never closed Tj',
      '(open (nested) Tj',
      '<4142 Tj',
      '<41zz> Tj',
      '[(A) 1 2',
      'BI /W 1 /H 1 /F /Fl ID \x00\x01EIx',
      '<</A 1 /B',
    ])
      expect(() => read(hostile), hostile).toThrow(ContentSyntaxError);
  });

  it('survives stray delimiters and binary noise as unknown operators', () => {
    const text = ') } \x80\x81 1 0 0 1 0 0 cm';
    const operations = read(text);
    expect(operations.at(-1)?.operator).toBe('cm');
    expect(operations.at(-1)?.operands).toEqual([1, 0, 0, 1, 0, 0]);
  });
});
