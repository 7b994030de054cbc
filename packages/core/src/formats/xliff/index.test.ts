import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenFiles } from '../testing/broken-xml-files';
import {
  corpusFiles,
  engineRoundTrip,
  identityRoundTrip,
  pseudoRoundTrip,
  roundTrip,
} from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { childElements } from '../xml-toolkit/xml-tree';
import { xliffFormat } from './index';
import { inlineCodes, plainText, sourceSide, type UnitView, xliffUnits } from './xliff-check';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixtureInputs = readdirSync(fixtures)
  .filter((name) => name.endsWith('.xlf') && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));
const corpus = corpusFiles('xliff', ['.xlf', '.xliff']);
const fixture = (name: string) => readFileSync(join(fixtures, name));

const translatedUnits = (input: Buffer) => xliffUnits(input).units.filter((unit) => !unit.leftAlone);

/** Checks every unit of `output` against the same unit of `input`; `expectText` judges each target. */
function expectTargets(input: Buffer, output: Buffer, expectText: (target: string, source: string) => void) {
  const before = xliffUnits(input);
  const after = xliffUnits(output);
  expect(after.units.map((unit) => unit.id)).toEqual(before.units.map((unit) => unit.id));
  after.units.forEach((unit: UnitView, index) => {
    const original = before.units[index] as UnitView;
    if (original.leftAlone) {
      expect(unit.targets.map((target) => output.toString().slice(target.start, target.end))).toEqual(
        original.targets.map((target) => input.toString().slice(target.start, target.end)),
      );
      return;
    }
    expect(unit.targets).toHaveLength(1);
    const target = unit.targets[0];
    if (!target) return;
    // A segmented source is followed marker by marker when the target has the markers, else as a whole.
    const source = unit.sources.find(
      (candidate) => inlineCodes(candidate).join() === inlineCodes(target).join(),
    );
    expect(source, `inline codes of ${unit.id}`).toBeDefined();
    expectText(plainText(target), plainText(source ?? target));
    expect(unit.stateHolder?.attributes.state).toBe('translated');
  });
  if (after.version2) expect(after.root.attributes.trgLang).toBe('es');
  else
    for (const file of childElements(after.root, 'file'))
      expect(file.attributes['target-language']).toBe('es');
}

describe('XLIFF format', () => {
  describe.each([...fixtureInputs, ...corpus].map((path) => [basename(path), path]))('%s', (_name, path) => {
    const input = readFileSync(path);

    it('keeps the source side byte for byte and fills each target with its source when nothing is translated', async () => {
      const output = await identityRoundTrip(xliffFormat, input);
      expect(sourceSide(output.toString())).toBe(sourceSide(input.toString()));
      expectTargets(input, output, (target, source) => expect(target).toBe(source));
    });

    it('gives each translatable unit one pseudo-translated target with the inline codes of its source', async () => {
      const output = await pseudoRoundTrip(xliffFormat, input);
      expect(sourceSide(output.toString())).toBe(sourceSide(input.toString()));
      expectTargets(input, output, (target, source) => {
        expect(target).toContain('⟦');
        expect(target.length).toBeGreaterThan(source.trim().length);
      });
    });
  });

  describe.each(fixtureInputs.map((path) => [basename(path), path]))('%s', (name, path) => {
    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.xlf$/, '.pseudo.xlf'));
      const output = await pseudoRoundTrip(xliffFormat, readFileSync(path));
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString()).toBe(readFileSync(goldenPath, 'utf8'));
    });
  });

  it('turns inline codes into placeholders: pairs around text, code holders standing alone', async () => {
    const { segments } = await xliffFormat.extract(fixture('app-strings-1.2.xlf'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      'Your shopping cart',
      'You have <g1>%d items</g1> in your cart.<x2/>Total: <x3/>',
      'Read our <x1/>terms & conditions<x2/> before paying.',
      'Your cart is empty. Add something <3',
      'Ships from <x1/> in <x2/>two days<x3/> with <x4/>care.',
    ]);
    const version2 = await xliffFormat.extract(fixture('app-strings-2.0.xlf'), {});
    expect(version2.segments.map((segment) => segment.text)).toEqual([
      'Your shopping cart',
      'You have <g1>%d items</g1> in your cart.<x2/>',
      'Pay with <x1/>card<x2/> or <x3/>.',
      'Back to the shop & keep browsing',
    ]);
  });

  it('writes a missing target on its own line, indented like the source', async () => {
    const output = await roundTrip(xliffFormat, fixture('app-strings-1.2.xlf'), () => 'Hola');
    expect(output.toString()).toContain(
      '        <source>Your shopping cart</source>\n        <target state="translated">Hola</target>\n      </trans-unit>',
    );
  });

  it('names the new language on a target that named the old one', async () => {
    const input = readFileSync(
      corpus.find((path) => path.endsWith('okapi-Manual-12-AltTrans.xlf')) as string,
    );
    const output = (await roundTrip(xliffFormat, input, () => 'Texto')).toString();
    expect(output).toContain('<target xml:lang="es" state="translated">Texto</target>');
    expect(output).toContain('<target xml:lang="fr">Texte numéro 3</target>');
    expect(output).toContain('<target xml:lang="fr">Le texte numéro quatre.</target>');
  });

  it('keeps approved and final targets unless asked to overwrite them', async () => {
    const input = fixture('app-strings-1.2.xlf');
    const kept = (await roundTrip(xliffFormat, input, () => 'Hola')).toString();
    expect(kept).toContain('<target state="final">Zur Kasse</target>');
    expect(kept).toContain('<target state="signed-off">Jetzt bezahlen</target>');
    const options = { overwriteExisting: true };
    const overwritten = (await roundTrip(xliffFormat, input, () => 'Hola', { options })).toString();
    expect(overwritten).toContain(
      '<target state="translated">Hola</target>\n      </trans-unit>\n      <trans-unit id="cart.signed">',
    );
    expect(overwritten).not.toContain('Zur Kasse');
    const reviewed = (await roundTrip(xliffFormat, fixture('app-strings-2.0.xlf'), () => 'Hola')).toString();
    expect(reviewed).toContain('<target>Jetzt kaufen</target>');
    expect(reviewed).toContain('<target>Summe: {total}</target>');
  });

  it('fills the segment markers of an SDL Trados target, segment by segment', async () => {
    const input = readFileSync(corpus.find((path) => path.endsWith('okapi-TS09-12-Test01.xlf')) as string);
    const output = (
      await roundTrip(xliffFormat, input, (text) => text.replace('Getting Started', 'Primeros pasos'))
    ).toString();
    expect(output).toContain(
      '<target state="translated"><mrk mtype="seg" mid="1">Primeros pasos</mrk></target>',
    );
    expect(output).toMatch(
      /<mrk mtype="seg" mid="4">Allow at least[^<]*<\/mrk> <mrk mtype="seg" mid="5">When/,
    );
  });

  it('translates English into Spanish with Apertium, inline codes in place', async () => {
    const output = await engineRoundTrip(xliffFormat, fixture('app-strings-1.2.xlf'));
    const text = output.toString();
    expect(text).toContain('<target state="translated">Vuestro carro de compra</target>');
    expect(text).toMatch(/<g id="1" ctype="bold">elementos<\/g>/);
    expect(text).toMatch(/días<ex id="6"\/>/);
    const version2 = (await engineRoundTrip(xliffFormat, fixture('app-strings-2.0.xlf'))).toString();
    expect(version2).toMatch(
      /<target>Paga con <sc id="3"\/>carta<ec startRef="3"\/> o <mrk id="m1" translate="no">PayPal<\/mrk>\.<\/target>/,
    );
    expectTargets(fixture('app-strings-2.0.xlf'), Buffer.from(version2), (target) =>
      expect(target).not.toBe(''),
    );
  });

  // Verso units against translate-toolkit's xliff2po, which reads XLIFF 1.x only; why they differ is
  // in README.md.
  const recall: Record<string, { verso: number; toolkit: number }> = {
    'locize-example12.xliff': { verso: 4, toolkit: 4 },
    'locize-example12_diff.xliff': { verso: 4, toolkit: 4 },
    'locize-example12_output_note.xliff': { verso: 4, toolkit: 4 },
    'locize-example_additional_attributes12.xliff': { verso: 2, toolkit: 4 },
    'locize-example_angular12.xliff': { verso: 1, toolkit: 1 },
    'locize-example_cdata12.xliff': { verso: 3, toolkit: 3 },
    'locize-example_compact12.xliff': { verso: 4, toolkit: 4 },
    'okapi-BinUnitTest01.xlf': { verso: 2, toolkit: 3 },
    'okapi-JMP-11-Test01.xlf': { verso: 9, toolkit: 9 },
    'okapi-Manual-12-AltTrans.xlf': { verso: 5, toolkit: 7 },
    'okapi-NSTest01.xlf': { verso: 1, toolkit: 2 },
    'okapi-OnTramTest01.xlf': { verso: 88, toolkit: 88 },
    'okapi-PAS-10-Test01.xlf': { verso: 137, toolkit: 117 },
    'okapi-RB-11-Test01.xlf': { verso: 9, toolkit: 12 },
    'okapi-RB-12-Test02.xlf': { verso: 9, toolkit: 9 },
    'okapi-SF-12-Test02.xlf': { verso: 8, toolkit: 98 },
    'okapi-TS09-12-Test01.xlf': { verso: 19, toolkit: 16 },
    'okapi-Typo3Draft.xlf': { verso: 6, toolkit: 6 },
    'okapi-Xslt-Test01.xlf': { verso: 6, toolkit: 6 },
    'okapi-lqiTest.xlf': { verso: 2, toolkit: 2 },
  };

  describe.runIf(hasTranslateToolkit()).each(corpus.filter((path) => basename(path) in recall))(
    'recall of %s',
    (path) => {
      it('finds every unit xliff2po finds, but those it must leave alone', async () => {
        const { segments } = await xliffFormat.extract(readFileSync(path), {});
        const toolkit = toolkitUnits('xliff2po', path);
        expect({ verso: segments.length, toolkit }).toEqual(recall[basename(path)]);
        // The only units Verso leaves out are the ones a translator must not touch (a unit segmented
        // with <seg-source> gives a segment per marker: ids `n:unit#mid`).
        const unitIds = segments.map(({ id }) => id.slice(id.indexOf(':') + 1));
        const whole = unitIds.filter((id) => !id.includes('#'));
        const segmented = new Set(
          unitIds.filter((id) => id.includes('#')).map((id) => id.replace(/#[^#]*$/, '')),
        );
        expect(whole.length + segmented.size).toBe(translatedUnits(readFileSync(path)).length);
      });
    },
  );

  it('refuses a file whose root is not <xliff>', () => {
    expect(() => xliffFormat.extract(Buffer.from('<html><body>Hi</body></html>'), {})).toThrowError(
      'This file is not XLIFF: its root element is <html>, not <xliff>.',
    );
  });

  describe('refuses broken and hostile files with a message naming XLIFF', () => {
    const valid = fixture('app-strings-1.2.xlf').toString();
    it.each(brokenFiles(valid, 'xliff'))('$name', ({ input, message }) => {
      let thrown: unknown;
      try {
        xliffFormat.extract(input, {});
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        name: 'UserFacingError',
        code: 'bad_file',
        message: expect.stringMatching(/XLIFF/),
      });
      expect((thrown as Error).message).toMatch(message);
    });
  });
});
