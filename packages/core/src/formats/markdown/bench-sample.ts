// A realistic Markdown file of about the requested size for the format benchmark: a README-like page
// (front matter, headings, prose with emphasis and links, lists, a table, code) repeated as sections.
const frontMatter = '---\ntitle: Garden handbook\ndescription: Everything volunteers need to know.\n---\n\n';

function section(index: number): string {
  return `## Bed ${index}: planting and care

Each bed is looked after by **two volunteers**. Read the [watering guide](https://example.org/water#bed-${index})
before your first shift, and write to <garden@example.org> if anything is unclear.

![Bed ${index} seen from the gate](images/bed-${index}.jpg)

1. Loosen the soil with the *small* fork.
2. Sow the seeds about 2 cm deep, then water gently.
   Keep the label at the front of the row.
3. Note the date in the log with \`garden log --bed ${index}\`.

| Plant | Sow in | Harvest in |
|-------|--------|------------|
| Carrot | March | July |
| Lettuce | April | June |

> **Tip:** water in the morning, never at noon.

\`\`\`sh
garden water --bed ${index} --litres 20
\`\`\`

`;
}

export function benchSample(targetBytes: number): Buffer {
  // Sizes are summed as the sections are made: measuring the growing text each time is quadratic.
  const sections = [frontMatter];
  let size = Buffer.byteLength(frontMatter);
  for (let index = 1; size < targetBytes; index += 1) {
    const next = section(index);
    sections.push(next);
    size += Buffer.byteLength(next);
  }
  return Buffer.from(sections.join(''));
}

/** translate-toolkit 3.8 has no Markdown converter; txt2po (blank-line blocks) is the nearest. */
export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'txt2po',
  args: [],
  extension: '.md',
};
