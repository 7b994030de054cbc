// A realistic catalogue of about the requested size for the speed comparison: the demo app's template
// entries repeated, each copy with its own references so every msgid stays unique.

const header = `msgid ""
msgstr ""
"Project-Id-Version: verso-demo 1.4\\n"
"POT-Creation-Date: 2026-03-02 10:14+0000\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

`;

function entries(copy: number): string {
  return `#. Shown on the welcome screen after the first sign-in.
#: src/pages/welcome-${copy}.tsx:12
msgid "Welcome to your new house (${copy})"
msgstr ""

#: src/pages/welcome-${copy}.tsx:18
#, c-format
msgid "Hello %s, you have no new messages in folder ${copy}."
msgstr ""

#: src/components/file-list-${copy}.tsx:40
#, c-format
msgid "%d file in list ${copy}"
msgid_plural "%d files in list ${copy}"
msgstr[0] ""
msgstr[1] ""

#: src/menus/file-${copy}.tsx:7
msgctxt "menu ${copy}"
msgid "Open"
msgstr ""

#: src/pages/about-${copy}.tsx:44
msgid ""
"Verso translates documents while keeping their layout, so the file you get "
"back looks like the file you sent (copy ${copy})."
msgstr ""

`;
}

export function benchSample(targetBytes: number): Buffer {
  const parts = [header];
  let size = header.length;
  for (let copy = 1; size < targetBytes; copy += 1) {
    const part = entries(copy);
    parts.push(part);
    size += part.length;
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** pot2po turns a template into a catalogue to translate: the toolkit's nearest counterpart. */
export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'pot2po',
  args: [],
  extension: '.pot',
};
