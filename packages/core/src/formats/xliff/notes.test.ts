// An XLIFF file's notes are written for its translators: engines that read context get them.
import { describe, expect, it } from 'vitest';
import { contextLines } from '../../engines/openai/prompt-context';
import { xliffFormat } from './index';

const v12 = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app" source-language="en" target-language="es" datatype="plaintext"><body>
    <trans-unit id="save"><source>Save</source><note>Button that stores the form; at most 8 characters.</note></trans-unit>
    <trans-unit id="title"><source>Opening hours</source></trans-unit>
  </body></file>
</xliff>`;

const v20 = `<?xml version="1.0"?>
<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="es">
  <file id="f1"><unit id="u1">
    <notes><note category="instruction">A noun: the <b>record</b> of a loan.</note><note>Not the verb.</note></notes>
    <segment><source>Loan</source></segment>
  </unit></file>
</xliff>`;

describe('XLIFF notes', () => {
  it('travel with their unit in 1.2, and a unit without one has none', async () => {
    const { segments } = await xliffFormat.extract(Buffer.from(v12), {});
    expect(segments.map((segment) => segment.context?.note)).toEqual([
      'Button that stores the form; at most 8 characters.',
      undefined,
    ]);
  });

  it("travel with every segment of a 2.0 unit, one note a line, and reach an LLM's prompt", async () => {
    const { segments } = await xliffFormat.extract(Buffer.from(v20), {});
    expect(segments[0]?.context?.note).toBe('A noun: the record of a loan.\nNot the verb.');
    const lines = contextLines(
      segments.map((segment) => segment.text),
      segments.map((segment) => segment.context),
    );
    expect(lines).toContain('Note for translators: "A noun: the record of a loan.\\nNot the verb."');
  });
});
