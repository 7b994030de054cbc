import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { brokenFiles } from '../testing/broken-xml-files';
import { engineRoundTrip, identityRoundTrip, pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { parseXml } from '../xml-toolkit/safe-xml';
import { descendants, type XmlElement } from '../xml-toolkit/xml-tree';
import { xmlFormat } from './index';
import { isTextAttributeName } from './text-attributes';

const fixtures = join(import.meta.dirname, 'fixtures');
const isInput = (name: string) => /\.(xml|resx)$/.test(name) && !name.includes('.pseudo.');
const inputs = readdirSync(fixtures).filter(isInput);
const fixture = (name: string) => readFileSync(join(fixtures, name));

/** The root's `xml:lang`, which a rebuild sets to the target language. */
const withRootLanguage = (xml: string, language: string) =>
  xml.replace(/(xml:lang=)(["'])[^"']*\2/, `$1$2${language}$2`);

/**
 * Every element with its attributes (but `xml:lang` and the text ones, which are translated), in order:
 * what a translation must not change.
 */
function shape(input: Buffer): string[] {
  const { root } = parseXml(input, 'XML');
  return [root, ...descendants(root)].map((element: XmlElement) => {
    const attributes = Object.entries(element.attributes).filter(
      ([name]) => name !== 'xml:lang' && !isTextAttributeName(name),
    );
    return `${element.name} ${JSON.stringify(attributes)}`;
  });
}

const segmentTexts = async (input: Buffer) =>
  (await xmlFormat.extract(input, {})).segments.map((segment) => segment.text);

describe('XML format', () => {
  describe.each(inputs)('%s', (name) => {
    const input = fixture(name);

    it('comes back byte for byte when nothing is translated, but for the root xml:lang', async () => {
      const output = await identityRoundTrip(xmlFormat, input);
      expect(output.toString()).toBe(withRootLanguage(input.toString(), 'es'));
    });

    it('keeps every element and attribute and changes every text when pseudo-translated', async () => {
      const output = await pseudoRoundTrip(xmlFormat, input);
      expect(shape(output)).toEqual(shape(input));
      const texts = await segmentTexts(output);
      expect(texts.length).toBe((await segmentTexts(input)).length);
      for (const text of texts) expect(text.trim()).toMatch(/^⟦[\s\S]*⟧$/);
    });

    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.(\w+)$/, '.pseudo.$1'));
      const output = await pseudoRoundTrip(xmlFormat, input);
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString()).toBe(readFileSync(goldenPath, 'utf8'));
    });
  });

  describe('text in attributes', () => {
    const input = fixture('android-layout.xml');

    it('reads alt, title, label and Android view texts, not references, ids or translate="no"', async () => {
      expect(await segmentTexts(input)).toEqual([
        'The company logo',
        'Your e-mail address',
        'Sign in & continue',
        'Figure 1',
        'A small house',
        'The house',
        'The house is <x1/> small.',
      ]);
    });

    it('translates them into Spanish with Apertium, escaped for their quotes, the rest as it was', async () => {
      const output = (await engineRoundTrip(xmlFormat, input)).toString();
      expect(output).toContain('android:contentDescription="El logotipo de empresa"');
      expect(output).toMatch(/android:hint="[^"]*email"/);
      expect(output).toMatch(/android:text='[^']* &amp; continuar'/);
      expect(output).toContain('title="La casa"');
      expect(output).toContain('alt="Una casa pequeña"');
      expect(output).toContain('android:text="@string/app_name"');
      expect(output).toContain('android:text="Forgot your password?" translate="no"');
      // The image inside the caption is part of the caption's segment: its tag comes back as written.
      expect(output).toContain('<img src="door.png" alt="a door"/>');
    });
  });

  describe('Android strings.xml', () => {
    const input = fixture('android-strings.xml');

    it('translates strings, plurals and string arrays, not translatable="false" or colours', async () => {
      expect(await segmentTexts(input)).toEqual([
        'Welcome back, %1$s!',
        `Don't delete the note "<x1/>"?`,
        'Shared by <g1>%1$s</g1> & friends',
        'Read the <a href="https://example.com/help">help page</a> first.',
        '%d note',
        '%d notes',
        'By date',
        'By title',
      ]);
    });

    it("escapes the quotes of a translation the Android way, so l'appli does not break the build", async () => {
      const output = (
        await roundTrip(xmlFormat, input, (text) => text.replace('Welcome', "C'est"))
      ).toString();
      expect(output).toContain(String.raw`<string name="welcome">C\'est back, %1$s!</string>`);
      expect(output).toContain(String.raw`<string name="delete_confirm">Don\'t delete the note \"<xliff:g`);
    });

    it('shows engines line breaks and tabs, not their escapes, and escapes them again', async () => {
      const strings = Buffer.from(
        '<resources>\n  <string name="a">First line\\nsecond\\tcolumn\n      same line, \\@home</string>\n</resources>\n',
      );
      expect(await segmentTexts(strings)).toEqual(['First line\nsecond\tcolumn same line, @home']);
      const output = await roundTrip(xmlFormat, strings, (text) => `?${text.toUpperCase()}`);
      expect(output.toString()).toContain(
        String.raw`<string name="a">\?FIRST LINE\nSECOND\tCOLUMN SAME LINE, @HOME</string>`,
      );
    });

    it('translates into Spanish with Apertium, keeping placeholders and markup', async () => {
      const output = (await engineRoundTrip(xmlFormat, input)).toString();
      expect(output).toContain('<string name="shared_by">Compartido por <b>%1$s</b> &amp; amigos</string>');
      expect(output).toContain('<item>Por título</item>');
      expect(output).toContain('<string name="app_name" translatable="false">Notes</string>');
    });

    it('keeps a CDATA string in CDATA, splitting a "]]>" in the translation', async () => {
      const output = (
        await roundTrip(xmlFormat, input, (text) => (text.startsWith('Read') ? 'a ]]> b & <i>' : text))
      ).toString();
      expect(output).toContain('<string name="html_body"><![CDATA[a ]]]]><![CDATA[> b & <i>]]></string>');
    });
  });

  it('reads the values of a .resx, not typed entries or designer metadata', async () => {
    expect(await segmentTexts(fixture('dotnet-resources.resx'))).toEqual([
      'Save changes',
      'Hello {0}, you have {1} new messages.',
      'Files larger than 10 MB <will> be skipped.',
    ]);
  });

  describe('DITA topic', () => {
    const input = fixture('dita-topic.xml');

    it('keeps code as one placeholder and leaves code blocks, comments and metadata out', async () => {
      const texts = await segmentTexts(input);
      expect(texts).toContain('Run <x1/> from a terminal.');
      expect(texts).toContain('See <g1>the safety notes</g1> and <x2/> for details.');
      expect(texts.join('\n')).not.toMatch(/printer-setup --reset|Add a picture|Docs team/);
    });

    it('gives each segment the nearest title above it as its heading', async () => {
      const { segments } = await xmlFormat.extract(input, {});
      const headingOf = (text: string) => segments.find((segment) => segment.text === text)?.context?.heading;
      expect(headingOf('Connect the power cable.')).toBe('Installing the printer');
      expect(headingOf('If nothing happens, check the cable.')).toBe('Troubleshooting');
    });

    it('translates English into Spanish with Apertium and stays well-formed', async () => {
      const output = await engineRoundTrip(xmlFormat, input);
      const text = output.toString();
      expect(shape(output)).toEqual(shape(input));
      expect(text).toContain('<title>Instalando la impresora</title>');
      expect(text).toMatch(/<b>[^<]*superficie limpia<\/b>/);
      expect(text).toContain('<xref href="safety.dita">las notas de seguridad</xref>');
      expect(text).toContain('<codeph>printer-setup --init</codeph>');
      expect(text).toContain('xml:lang="es"');
    });
  });

  it('escapes markup characters a translation brings into plain text', async () => {
    const output = await roundTrip(xmlFormat, fixture('catalogue.xml'), (text) =>
      text === 'Garden chair' ? 'Silla <jardín> & "sol"' : text,
    );
    expect(output.toString()).toContain('<name>Silla &lt;jardín&gt; &amp; "sol"</name>');
  });

  it('writes a UTF-16 file back in UTF-16 with its byte-order mark, and Latin-1 in Latin-1', async () => {
    const utf16 = iconv.encode(
      '<?xml version="1.0" encoding="UTF-16"?>\r\n<note>Café</note>\r\n',
      'utf-16le',
      {
        addBOM: true,
      },
    );
    const translated = await roundTrip(xmlFormat, utf16, () => 'Té');
    expect(
      translated.equals(
        iconv.encode('<?xml version="1.0" encoding="UTF-16"?>\r\n<note>Té</note>\r\n', 'utf-16le', {
          addBOM: true,
        }),
      ),
    ).toBe(true);
    const latin1 = iconv.encode(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<note>Café crème, señor</note>\n',
      'latin1',
    );
    const output = await roundTrip(xmlFormat, latin1, (text) => text.replace('señor', 'niño'));
    expect(iconv.decode(output, 'latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<note>Café crème, niño</note>\n',
    );
  });

  it('writes characters a Latin-1 file cannot hold as character references, keeping its declared encoding', async () => {
    const latin1 = iconv.encode('<?xml version="1.0" encoding="ISO-8859-1"?>\n<note>Café</note>\n', 'latin1');
    const output = await roundTrip(xmlFormat, latin1, () => 'Кафе café');
    expect(output.toString('latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<note>&#x41A;&#x430;&#x444;&#x435; caf\u00e9</note>\n',
    );
  });

  it('writes the line breaks of a translation as the file does (CRLF), though engines see LF', async () => {
    const input = Buffer.from('<notes>\r\n  <note>First line\r\nsecond line</note>\r\n</notes>\r\n');
    expect(await segmentTexts(input)).toEqual(['First line\nsecond line']);
    const output = await roundTrip(xmlFormat, input, (text) => text.toUpperCase());
    expect(output.toString()).toBe('<notes>\r\n  <note>FIRST LINE\r\nSECOND LINE</note>\r\n</notes>\r\n');
  });

  it('translates an XLIFF file saved as .xml source into target, not over its sources', async () => {
    const xliff = Buffer.from(
      '<xliff version="1.2"><file source-language="en"><body><trans-unit id="1"><source>Hello</source></trans-unit></body></file></xliff>',
    );
    const output = await roundTrip(xmlFormat, xliff, () => 'Hola');
    expect(output.toString()).toBe(
      '<xliff version="1.2"><file source-language="en" target-language="es"><body><trans-unit id="1"><source>Hello</source><target state="translated">Hola</target></trans-unit></body></file></xliff>',
    );
  });

  it('stays well-formed whatever an engine does to the placeholders', async () => {
    const input = Buffer.from('<p>Press <b>Save</b>, then <i>Close</i>.<br/></p>');
    const damaged = [
      '<g1>Guardar, <g2>Cerrar</g1></g2>',
      'Guardar</g1> <g2>Cerrar',
      '<g1>a</g1><g1>b</g1><x3/><x3/><x9/>',
    ];
    const outputs = await Promise.all(damaged.map((text) => roundTrip(xmlFormat, input, () => text)));
    expect(outputs.map(String)).toEqual([
      '<p><b>Guardar, <i>Cerrar</i></b></p>',
      '<p>Guardar <i>Cerrar</i></p>',
      '<p><b>a</b>b<br/><br/></p>',
    ]);
  });

  it('keeps a literal "<g1>" in the text as text', async () => {
    const input = Buffer.from('<p>Type &lt;g1&gt; to group</p>');
    expect(await segmentTexts(input)).toEqual(['Type <x1/>g1> to group']);
    const output = await roundTrip(xmlFormat, input, (text) => text.replace('Type', 'Escriba'));
    expect(output.toString()).toBe('<p>Escriba &lt;g1&gt; to group</p>');
  });

  it('leaves the code of script and style elements alone in generic XML', async () => {
    const page = Buffer.from(
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Home</title><style>p { color: red }</style></head><body><p>Hello</p><script>go()</script></body></html>',
    );
    expect(await segmentTexts(page)).toEqual(['Home', 'Hello']);
  });

  it.runIf(hasTranslateToolkit())(
    'finds the strings of a .resx that resx2po finds, but its typed entries',
    async () => {
      const path = join(fixtures, 'dotnet-resources.resx');
      const verso = (await segmentTexts(fixture('dotnet-resources.resx'))).length;
      // resx2po also offers the bitmap, the Size and the designer's ">>okButton.Name" (see README).
      expect({ verso, toolkit: toolkitUnits('resx2po', path) }).toEqual({
        verso: 3,
        toolkit: 6,
      });
    },
  );

  describe('refuses broken and hostile files with a message naming XML', () => {
    const valid = fixture('catalogue.xml').toString();
    it.each(brokenFiles(valid, 'catalogue'))('$name', ({ input, message }) => {
      let thrown: unknown;
      try {
        xmlFormat.extract(input, {});
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        name: 'UserFacingError',
        code: 'bad_file',
        message: expect.stringMatching(/XML/),
      });
      expect((thrown as Error).message).toMatch(message);
    });
  });
});
