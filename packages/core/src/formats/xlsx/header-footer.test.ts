import { describe, expect, it } from 'vitest';
import { readHeaderFooter, renderSection } from './header-footer';

describe('header and footer codes', () => {
  it('makes one segment per section with the codes as placeholders', () => {
    const sections = readHeaderFooter('&L&"Arial,Bold"&12Sales report&CPage &P of &N&R&D');
    expect(sections.map((section) => [section.opener, section.paragraph.text])).toEqual([
      ['&L', '<x1/><x2/>Sales report'],
      ['&C', 'Page <x1/> of <x2/>'],
      ['&R', '<x1/>'],
    ]);
  });

  it('writes the translation back with its codes, doubling ampersands in the text', () => {
    const [left, centre] = readHeaderFooter('&LR&&D report&CPage &P of &N');
    expect(left?.plain).toBe('R&D report');
    if (!left || !centre) throw new Error('two sections expected');
    expect(renderSection('Informe de I+D & más', left)).toBe('&LInforme de I+D && más');
    expect(renderSection('Página <x1/> de <x2/>', centre)).toBe('&CPágina &P de &N');
  });

  it('reads colour codes and text before any section', () => {
    const [first] = readHeaderFooter('&KFF0000Confidential&K01+000');
    expect(first?.paragraph.text).toBe('<x1/>Confidential<x2/>');
  });
});
