// A realistic JSON language file of about the requested size for the format benchmark: one i18next
// namespace repeated under numbered sections.

const section = (index: number) => `  "section${index}": {
    "title": "Your reading list",
    "welcome": "Welcome back, {{name}}! You have {{count}} new messages.",
    "save": "Save changes",
    "confirmDelete": "Delete the file <strong>{{file}}</strong>? This cannot be undone.",
    "help": "Need help? Write to support@example.com or read https://example.com/help.",
    "route": "reading.list",
    "color": "#1a73e8",
    "limit": 25,
    "weekdays": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
  }`;

export function benchSample(targetBytes: number): Buffer {
  const sections: string[] = [];
  let size = 4;
  for (let index = 1; size < targetBytes; index += 1) {
    const text = section(index);
    sections.push(text);
    size += Buffer.byteLength(text) + 2;
  }
  return Buffer.from(`{\n${sections.join(',\n')}\n}\n`);
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'json2po',
  args: [],
  extension: '.json',
};
