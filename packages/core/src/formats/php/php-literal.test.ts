import { describe, expect, it } from 'vitest';
import { readHeredoc } from './php-heredoc';
import { findInterpolations } from './php-interpolation';
import { readPhpLiteral, writePhpLiteral } from './php-literal';
import { tokenizePhp } from './php-tokens';

/** The literal as PHP code, tokenised again: one token, of the same kind, ending where it should. */
function retokenised(literal: string) {
  const tokens = tokenizePhp(`<?php return [${literal}, 'next'];`).filter(
    (token) => token.kind !== 'open-tag' && token.kind !== 'whitespace',
  );
  return tokens[2];
}

const variables = (raw: string) => readPhpLiteral(raw).interpolations;

describe('PHP literals with interpolated variables', () => {
  it('finds each kind of interpolation and leaves escaped dollars and amounts as text', () => {
    const raw =
      '"Hi $name, {$user->name} $' + "{count} $list[0] $list[key] $obj->prop $obj?->x \\$name $5 {$a['k']}\"";
    expect(variables(raw)).toEqual([
      '$name',
      '{$user->name}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: PHP's own ${…} syntax.
      '${count}',
      '$list[0]',
      '$list[key]',
      '$obj->prop',
      '$obj?->x',
      "{$a['k']}",
    ]);
    expect(readPhpLiteral(raw).text).toBe('Hi <x1/>, <x2/> <x3/> <x4/> <x5/> <x6/> <x7/> $name $5 <x8/>');
    expect(findInterpolations(String.raw`Costs \\$total`)).toEqual([{ start: 8, end: 14 }]);
  });

  it('reads a long body of unclosed `{$` and `$a[` in linear time', () => {
    const body = '{$x "'.repeat(20_000) + '$a['.repeat(20_000);
    const started = performance.now();
    // Each unclosed `{$x` still holds a simple `$x`.
    expect(findInterpolations(body)).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('writes each variable back verbatim and escapes every $ the translation adds', () => {
    const raw = '"Hello {$user->name}, you owe $amount"';
    const written = writePhpLiteral(raw, 'Hola <x1/>, debes <x2/> o $5 y {$nada}');
    expect(written).toBe('"Hola {$user->name}, debes $amount o \\$5 y {\\$nada}"');
    expect(variables(written)).toEqual(variables(raw));
    expect(retokenised(written)).toMatchObject({ kind: 'double-quoted', text: written });
  });

  it('braces a simple variable that the translated text would otherwise lengthen', () => {
    expect(writePhpLiteral('"$name is here"', '<x1/>s ist hier')).toBe('"{$name}s ist hier"');
    expect(writePhpLiteral('"$name is here"', '<x1/>[0] <x1/>->x')).toBe('"{$name}[0] {$name}->x"');
    expect(writePhpLiteral('"$obj->name!"', '<x1/>e')).toBe('"{$obj->name}e"');
    expect(writePhpLiteral('"Brace $name"', 'Klammer {<x1/>}')).toBe('"Klammer {{$name}}"');
    expect(writePhpLiteral('"$name!"', '<x1/> ¡<x9/>')).toBe('"$name ¡"');
  });

  it('reads a flexible heredoc without its indentation and re-indents the translation', () => {
    const raw = '<<<TEXT\n    Dear $name,\n\n    see you.\n    TEXT';
    expect(readHeredoc(raw)).toMatchObject({ marker: 'TEXT', indent: '    ', nowdoc: false });
    expect(readPhpLiteral(raw).text).toBe('Dear <x1/>,\n\nsee you.');
    const written = writePhpLiteral(raw, 'Querido <x1/>,\n\nhasta "pronto" por $5.');
    expect(written).toBe('<<<TEXT\n    Querido $name,\n\n    hasta "pronto" por \\$5.\n    TEXT');
    expect(retokenised(written)).toMatchObject({ kind: 'heredoc', text: written });
    expect(readPhpLiteral(written).text).toBe('Querido <x1/>,\n\nhasta "pronto" por $5.');
  });

  it('never lets a translated heredoc line read as its closing marker', () => {
    const raw = '<<<END\n  The end\n  END';
    const written = writePhpLiteral(raw, 'Before\nEND of it\n  END');
    expect(written).toBe('<<<END\n  Before\n  \\x45ND of it\n    \\x45ND\n  END');
    expect(retokenised(written)).toMatchObject({ kind: 'heredoc', text: written });
    expect(readPhpLiteral(written).text).toBe('Before\nEND of it\n  END');
    // A nowdoc has no escapes: it becomes the single-quoted string PHP reads as the same text.
    const nowdoc = writePhpLiteral("<<<'END'\nThe end\nEND", "END, it's over");
    expect(nowdoc).toBe("'END, it\\'s over'");
    expect(writePhpLiteral("<<<'END'\nThe end\nEND", 'Ends $here\nENDING')).toBe(
      "<<<'END'\nEnds $here\nENDING\nEND",
    );
  });

  it('keeps the line breaks of a heredoc written with Windows line endings', () => {
    const raw = '<<<EOT\r\nOne\r\nTwo\r\nEOT';
    expect(readPhpLiteral(raw).text).toBe('One\nTwo');
    expect(writePhpLiteral(raw, 'Uno\nDos')).toBe('<<<EOT\r\nUno\r\nDos\r\nEOT');
  });
});
