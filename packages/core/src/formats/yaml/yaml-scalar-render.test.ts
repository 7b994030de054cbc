import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { roundTrip } from '../testing/round-trip';
import { yamlFormat } from './index';
import { renderScalar } from './yaml-scalar-render';

const plain = { style: 'PLAIN' as const, inFlow: false, source: 'Text' };

describe('writing a translation back in its scalar style', () => {
  it.each([
    ['Guardar cambios', 'Guardar cambios'],
    ['¿Seguro?', '¿Seguro?'],
    ['Nota: importante', '"Nota: importante"'],
    ['Precio#1', 'Precio#1'],
    ['Precio #1', '"Precio #1"'],
    ['- lista', '"- lista"'],
    ['*estrella', '"*estrella"'],
    ['123', '"123"'],
    ['no', '"no"'],
    ['Sí', 'Sí'],
    ['true', '"true"'],
    ['Dos\nlíneas', '"Dos\\nlíneas"'],
    [' espacio', '" espacio"'],
  ])('plain %j is written as %s', (text, written) => {
    expect(renderScalar(text, plain)).toBe(written);
    expect(parse(`key: ${written}`)).toEqual({ key: text });
  });

  it('quotes a plain scalar in a flow sequence only when it holds a flow indicator', () => {
    const inFlow = { ...plain, inFlow: true };
    expect(renderScalar('lunes', inFlow)).toBe('lunes');
    expect(renderScalar('lunes, martes', inFlow)).toBe('"lunes, martes"');
  });

  it('doubles apostrophes in single quotes and falls back to double quotes for line breaks', () => {
    const single = { style: 'QUOTE_SINGLE' as const, inFlow: false, source: "'Text'" };
    expect(renderScalar("No hay l'eau", single)).toBe("'No hay l''eau'");
    expect(renderScalar('Uno\nDos', single)).toBe('"Uno\\nDos"');
  });

  it('keeps a literal block header and indentation', () => {
    const literal = { style: 'BLOCK_LITERAL' as const, inFlow: false, source: '|-\n    One\n    Two\n' };
    expect(renderScalar('Uno\n\nDos', literal)).toBe('|-\n    Uno\n\n    Dos\n');
  });

  it('writes a folded block so each line break survives folding', () => {
    const folded = { style: 'BLOCK_FOLDED' as const, inFlow: false, source: '>\n  One\n  two\n' };
    const written = renderScalar('Uno dos\nTres\n', folded);
    expect(written).toBe('>\n  Uno dos\n\n  Tres\n');
    expect(parse(written)).toBe('Uno dos\nTres\n');
  });

  it('falls back to double quotes when a block cannot carry the text', () => {
    const literal = { style: 'BLOCK_LITERAL' as const, inFlow: false, source: '|\n  One\n' };
    expect(renderScalar('  sangría inicial\n', literal)).toBe('"  sangría inicial\\n"\n');
  });

  it('keeps the line break after a block whose indentation indicator it cannot reproduce', async () => {
    const source = 'block: |2\n    indented text\n  more\nend: Last\n';
    const output = await roundTrip(yamlFormat, Buffer.from(source), (text) => text.toUpperCase());
    expect(parse(output.toString('utf8'))).toEqual({ block: '  INDENTED TEXT\nMORE\n', end: 'LAST' });
  });

  it('gives a block scalar CRLF line breaks in a CRLF file', () => {
    const literal = { style: 'BLOCK_LITERAL' as const, inFlow: false, source: '|\r\n  One\r\n' };
    expect(renderScalar('Uno\nDos\n', literal)).toBe('|\r\n  Uno\r\n  Dos\r\n');
  });
});
