// A realistic XLIFF 1.2 file of about the requested size for the format benchmark: a web app's
// strings, with inline codes, some targets missing and some approved, repeated under numbered ids.

const header = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app/messages.properties" datatype="plaintext" source-language="en" target-language="de">
    <body>
`;
const footer = `    </body>
  </file>
</xliff>
`;

const units = (index: number) => `      <trans-unit id="cart${index}.title">
        <source>Your shopping cart</source>
      </trans-unit>
      <trans-unit id="cart${index}.summary">
        <source>You have <g id="1" ctype="bold">%d items</g> in your cart.<x id="2" ctype="lb"/>Total: <ph id="3">{total}</ph></source>
        <target state="needs-translation"/>
      </trans-unit>
      <trans-unit id="cart${index}.link">
        <source>Read our <bpt id="1">&lt;a href="/terms"&gt;</bpt>terms &amp; conditions<ept id="1">&lt;/a&gt;</ept> before paying.</source>
        <target state="new">Lesen Sie unsere AGB.</target>
      </trans-unit>
      <trans-unit id="cart${index}.checkout" approved="yes">
        <source>Checkout</source>
        <target state="final">Zur Kasse</target>
      </trans-unit>
`;

export function benchSample(targetBytes: number): Buffer {
  // Sizes are summed as the units are made: measuring the growing text each time took minutes for 10 MB.
  const parts = [header];
  let size = Buffer.byteLength(header) + footer.length;
  for (let index = 1; size < targetBytes; index += 1) {
    const next = units(index);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  return Buffer.from(parts.join('') + footer);
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'xliff2po',
  args: [],
  extension: '.xlf',
};
