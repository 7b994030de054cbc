// Writing text back into XML: as character data, inside a CDATA section, or as an attribute value.

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A CDATA section cannot hold `]]>`: it is split across two sections. */
export function escapeCdata(text: string): string {
  return text.replace(/]]>/g, ']]]]><![CDATA[>');
}

export function escapeAttribute(value: string, quote: '"' | "'"): string {
  const escaped = escapeText(value);
  return quote === '"' ? escaped.replace(/"/g, '&quot;') : escaped.replace(/'/g, '&apos;');
}
