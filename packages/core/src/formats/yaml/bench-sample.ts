// A realistic Rails locale file of about the requested size for the format benchmark: one block of
// typical strings repeated under numbered sections.

const section = (index: number) => `  section${index}:
    title: "Your reading list"
    welcome: "Welcome back, %{name}! You have %{count} new messages."
    save: Save changes
    empty: 'You don''t have any books yet.'
    intro: |
      Search the library by title or author.
      Open a book to read it.
    route: reading.list
    per_page: 25
    day_names: [Monday, Tuesday, Wednesday, Thursday, Friday]
`;

export function benchSample(targetBytes: number): Buffer {
  // Sizes are added up rather than measured on the growing text, which took minutes for 10 MB.
  const parts = ['# Bookshop strings\nen:\n'];
  let size = Buffer.byteLength(parts[0] ?? '');
  for (let index = 1; size < targetBytes; index += 1) {
    const text = section(index);
    parts.push(text);
    size += Buffer.byteLength(text);
  }
  return Buffer.from(parts.join(''));
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'yaml2po',
  args: [],
  extension: '.yml',
};
