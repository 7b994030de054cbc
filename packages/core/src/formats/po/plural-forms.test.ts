import { describe, expect, it } from 'vitest';
import { languages } from '../../languages-list';
import { roundTrip } from '../testing/round-trip';
import { poFormat } from './index';
import { pluralRuleFor, singularFormIndex } from './plural-forms';
import { msgfmtErrors } from './po-test-support';

const counts = Array.from({ length: 230 }, (_, n) => n);

/** The header's C expression evaluated as JavaScript (they share the syntax), to hold `formOf` to it. */
function evaluate(expression: string, n: number): number {
  return Number(new Function('n', `return (${expression});`)(n));
}

const plural = Buffer.from(
  'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n#, c-format\nmsgid "%d day"\nmsgid_plural "%d days"\nmsgstr[0] ""\nmsgstr[1] ""\n',
);

describe('plural forms of the registry’s languages', () => {
  it.each(languages.map((language) => language.code))(
    '%s: formOf agrees with the header expression',
    (code) => {
      const rule = pluralRuleFor(code);
      for (const n of counts) {
        expect(rule.formOf(n)).toBe(evaluate(rule.plural, n));
        expect(rule.formOf(n)).toBeLessThan(rule.nplurals);
      }
    },
  );

  it('uses a form for every index it declares', () => {
    for (const { code } of languages) {
      const rule = pluralRuleFor(code);
      expect(new Set(counts.map(rule.formOf)).size, code).toBe(rule.nplurals);
    }
  });

  it('gives gettext a header and forms it accepts for every language', async () => {
    for (const { code } of languages) {
      const output = await roundTrip(poFormat, plural, (text) => `«${text}»`, { to: code });
      expect(msgfmtErrors(output), code).toBe('');
    }
  });

  it('knows the rules translators expect', () => {
    expect(pluralRuleFor('fr').plural).toBe('(n > 1)');
    expect(pluralRuleFor('pt-BR').plural).toBe('(n > 1)');
    expect(pluralRuleFor('es').plural).toBe('(n != 1)');
    expect(pluralRuleFor('uk').nplurals).toBe(3);
    expect(pluralRuleFor('zh-HK').nplurals).toBe(1);
    expect(singularFormIndex(pluralRuleFor('ar'))).toBe(1);
    expect(singularFormIndex(pluralRuleFor('ja'))).toBeUndefined();
  });
});
