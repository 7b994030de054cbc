// A realistic Laravel language file of about the requested size for the format benchmark: one block
// of typical strings repeated under numbered keys.

const section = (index: number) => `    'section${index}' => [
        'title' => 'Your reading list',
        'welcome' => 'Welcome back, :name! You have :count new messages.',
        'save' => "Save changes",
        'empty' => 'You don\\'t have any books yet.',
        'price' => "Every book costs \\$5 this week.",
        'route' => 'reading.list',
        'limit' => 25,
        'weekdays' => ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    ],
`;

export function benchSample(targetBytes: number): Buffer {
  // Sizes are summed as the sections are made: measuring the growing text each time took minutes for 10 MB.
  const parts = ['<?php\n\n// Bookshop strings\nreturn [\n'];
  let size = Buffer.byteLength(parts[0] ?? '');
  for (let index = 1; size < targetBytes - 3; index += 1) {
    const next = section(index);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  return Buffer.from(`${parts.join('')}];\n`);
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'php2po',
  args: [],
  extension: '.php',
};
