// A realistic .resx of about the requested size for the format benchmark (a .resx is XML, and
// translate-toolkit's resx2po reads the same file): one dialog's strings repeated under numbered names.

const header = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
`;

const dialog = (index: number) => `  <data name="Dialog${index}.Title" xml:space="preserve">
    <value>Save changes to your document?</value>
  </data>
  <data name="Dialog${index}.Body" xml:space="preserve">
    <value>Hello {0}, you have {1} unsaved changes &amp; 2 new comments.</value>
    <comment>{0} is the user name</comment>
  </data>
  <data name="Dialog${index}.Warning" xml:space="preserve">
    <value>Files larger than 10 MB will be skipped. See https://example.com/help for details.</value>
  </data>
  <data name="Dialog${index}.Size" type="System.Drawing.Size, System.Drawing">
    <value>320, 240</value>
  </data>
`;

export function benchSample(targetBytes: number): Buffer {
  const footer = '</root>\n';
  // Sizes are summed as the dialogs are made: measuring the growing text each time took minutes for 10 MB.
  const parts = [header];
  let size = Buffer.byteLength(header) + footer.length;
  for (let index = 1; size < targetBytes; index += 1) {
    const next = dialog(index);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  return Buffer.from(parts.join('') + footer);
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'resx2po',
  args: [],
  extension: '.resx',
};
