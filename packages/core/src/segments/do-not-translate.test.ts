import { describe, expect, it } from 'vitest';
import { protectRanges, protectSpans } from './do-not-translate';
import { repairPlaceholders } from './placeholder-repair';

describe('protectSpans', () => {
  it('hides URLs, e-mail addresses and code behind standalone placeholders', () => {
    const protectedText = protectSpans(
      'Visit https://verso.example/docs or write to help@verso.example, then run `verso init`.',
    );
    expect(protectedText.text).toBe('Visit <x1/> or write to <x2/>, then run <x3/>.');
    expect(protectedText.spans).toEqual(['https://verso.example/docs', 'help@verso.example', '`verso init`']);
  });

  it('numbers new placeholders after the ones the segment already has, and leaves those alone', () => {
    const protectedText = protectSpans('<g1>Hello</g1> {name}, see <x4/> and www.verso.example');
    expect(protectedText.text).toBe('<g1>Hello</g1> <x5/>, see <x4/> and <x6/>');
    expect(protectedText.spans).toEqual(['{name}', 'www.verso.example']);
  });

  it('hides variables of every common syntax', () => {
    const templateVariable = ['$', '{x}'].join('');
    const text = `%d of %1$s, %(name)s, {name}, ${templateVariable}, {{x}}, {count, plural, one {# file} other {# files}}, :count`;
    expect(protectSpans(text).spans).toEqual([
      '%d',
      '%1$s',
      '%(name)s',
      '{name}',
      templateVariable,
      '{{x}}',
      '{count, plural, one {',
      '} other {',
      '}}',
      ':count',
    ]);
  });

  it('leaves the colons of prose and times alone', () => {
    expect(protectSpans('Note: count the votes at 10:30.').spans).toEqual([]);
  });

  it('hides amounts with units or currencies, but lets bare numbers be translated', () => {
    const protectedText = protectSpans('3 cats weigh 5 kg and cost $5 (€20 with 20 % tax).');
    expect(protectedText.text).toBe('3 cats weigh <x1/> and cost <x2/> (<x3/> with <x4/> tax).');
  });

  it('hides HTML entities', () => {
    expect(protectSpans('Fish &amp; chips&#160;today').spans).toEqual(['&amp;', '&#160;']);
  });

  it('gives text with nothing to protect back as it was', () => {
    const protectedText = protectSpans('Just <g1>words</g1> here.');
    expect(protectedText.text).toBe('Just <g1>words</g1> here.');
    expect(protectedText.restore('Solo <g1>palabras</g1> aquí.')).toBe('Solo <g1>palabras</g1> aquí.');
  });

  it('puts each span back where the engine moved its placeholder', () => {
    const protectedText = protectSpans('<g1>Download</g1> 10 MB from https://verso.example');
    expect(protectedText.text).toBe('<g1>Download</g1> <x2/> from <x3/>');
    expect(protectedText.restore('Descarga desde <x3 /> <g1>los</g1> <x2/>')).toBe(
      'Descarga desde https://verso.example <g1>los</g1> 10 MB',
    );
  });

  it('restores spans after the repair step puts back a placeholder the engine dropped', () => {
    const protectedText = protectSpans('Open https://verso.example now');
    const translation = 'Abre ahora';
    const repaired = repairPlaceholders(protectedText.text, translation).text;
    expect(protectedText.restore(repaired)).toBe('Abre https://verso.example ahora');
  });

  it('loses a span whose placeholder the engine dropped, when nothing repaired it first', () => {
    expect(protectSpans('Open https://verso.example now').restore('Abre ahora')).toBe('Abre ahora');
  });

  it('keeps "$" patterns in a span literal when restoring', () => {
    expect(protectSpans('Costs %1$s').restore('Cuesta <x1/>')).toBe('Cuesta %1$s');
  });
});

describe('protectRanges', () => {
  it('restores each range as the replacement it was given', () => {
    const protectedText = protectRanges('the cloud is big', [{ start: 4, end: 9, restoreAs: 'nube' }]);
    expect(protectedText.text).toBe('the <x1/> is big');
    expect(protectedText.spans).toEqual(['cloud']);
    expect(protectedText.restore('la <x1/> es grande')).toBe('la nube es grande');
  });
});
