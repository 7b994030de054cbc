// Placeholders and markup inside a text that no engine may change: printf and ICU variables, tags,
// entities, URLs and e-mail addresses. Engines that rewrite text themselves use this to skip them.

const protectedPattern = new RegExp(
  [
    String.raw`\{\{[^{}]*\}\}`, // {{handlebars}}
    String.raw`\$?\{[^{}]*\}`, // {name}, ${name}, {count, plural, …}
    String.raw`%\([\w.]+\)[-+0#]*\d*(?:\.\d+)?[sdifrxXeEgGc]`, // %(name)s
    String.raw`%(?:\d+\$)?[-+0#]*\d*(?:\.\d+)?(?:l{1,2}|h{1,2}|z|j|t)?[sdifuxXoceEgGpa@%]`, // %s, %1$d, %%
    String.raw`<\/?[A-Za-z][^<>]*>`, // <g1>, </g1>, <x2/>, <b class="x">
    String.raw`&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);`, // &amp; &#160;
    String.raw`\b(?:https?|ftp):\/\/[^\s<>"]*[^\s<>".,;:!?)\]]`, // URLs, without trailing punctuation
    String.raw`\bwww\.[^\s<>"]*[^\s<>".,;:!?)\]]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, // e-mail addresses
  ].join('|'),
  'g',
);

export interface TextSpan {
  text: string;
  isProtected: boolean;
}

/** Splits text into alternating free and protected spans; joining their texts gives the input back. */
export function splitProtectedSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let position = 0;
  for (const match of text.matchAll(protectedPattern)) {
    const start = match.index ?? 0;
    if (start > position) spans.push({ text: text.slice(position, start), isProtected: false });
    spans.push({ text: match[0], isProtected: true });
    position = start + match[0].length;
  }
  if (position < text.length) spans.push({ text: text.slice(position), isProtected: false });
  return spans;
}
