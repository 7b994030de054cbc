// Many texts travel through one Apertium run as one HTML document, each in its own numbered paragraph.
// Apertium's HTML deformatter never translates or moves block tags, so the numbers bring every
// translation back to its source, and escaping keeps a text's own `<` and `&` from reading as markup.

const numberedParagraph = /<p data-verso="(\d+)">([\s\S]*?)<\/p>/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeHtml(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function joinAsHtml(texts: readonly string[]): string {
  return texts.map((text, index) => `<p data-verso="${index}">${escapeHtml(text)}</p>\n`).join('');
}

export function splitFromHtml(html: string, expectedCount: number): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(numberedParagraph)) {
    texts[Number(match[1])] = unescapeHtml(match[2] ?? '');
  }
  const missing = Array.from({ length: expectedCount }, (_, index) => index).filter(
    (index) => texts[index] === undefined,
  );
  if (missing.length > 0 || texts.length !== expectedCount) {
    throw new Error(
      `Apertium's output lost the separators of texts ${missing.join(', ')} (of ${expectedCount}).`,
    );
  }
  return texts as string[];
}
