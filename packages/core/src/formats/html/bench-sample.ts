// A realistic HTML page of about the requested size for the format benchmark: a head with title and
// description, then article sections (headings, paragraphs with inline markup, lists, a table, an
// image, a form) repeated until the size is reached.
const head = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Community Garden Handbook</title>
  <meta name="description" content="Everything volunteers need to know about the garden.">
  <style>body { font-family: sans-serif; }</style>
</head>
<body>
`;

function section(index: number): string {
  return `  <section id="bed-${index}">
    <h2>Bed ${index}: planting and care</h2>
    <p>Each bed is looked after by <strong>two volunteers</strong>. Read the
      <a href="/water.html#bed-${index}" title="Watering guide">watering guide</a> before your first shift.<br>
      Questions? Write to <a href="mailto:garden@example.org">garden@example.org</a>.</p>
    <p><img src="images/bed-${index}.jpg" alt="Bed ${index} seen from the gate"> Seedlings grow under glass.</p>
    <ul>
      <li>Loosen the soil with the <em>small</em> fork.</li>
      <li>Sow the seeds about 2&nbsp;cm deep, then water gently.</li>
      <li>Log the date with <code>garden log --bed ${index}</code>.</li>
    </ul>
    <table>
      <tr><th>Plant</th><th>Sow in</th><th>Harvest in</th></tr>
      <tr><td>Carrot</td><td>March</td><td>July</td></tr>
    </table>
    <form action="/sign-up"><input type="text" placeholder="Your name"> <input type="submit" value="Sign up"></form>
  </section>
`;
}

export function benchSample(targetBytes: number): Buffer {
  // Sizes are summed as the sections are made: measuring the growing page each time is quadratic.
  const sections = [head];
  let size = Buffer.byteLength(head);
  for (let index = 1; size < targetBytes; index += 1) {
    const next = section(index);
    sections.push(next);
    size += Buffer.byteLength(next);
  }
  return Buffer.from(`${sections.join('')}</body>\n</html>\n`);
}

export const toolkitConverter: { command: string; args: string[]; extension: string } | undefined = {
  command: 'html2po',
  args: [],
  extension: '.html',
};
