// In XHTML `<script src="a.js"/>` or `<title/>` is an empty element, but an HTML parser opens it and
// reads the rest of the page as its text, so nothing after it would be translated. The parser is
// given the page with each such tag turned into a comment of the same length, so every offset still
// points into the real source, which the rebuild copies (tag included) as it was.
const selfClosedRawText = /<(?:script|style|title|textarea|iframe|noscript|noembed|noframes)\b[^>]*\/>/gi;
// An EPUB's XHTML may leave out the XML declaration; its namespace still says it is XML.
const xhtmlNamespace = /<html\b[^>]*\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/1999\/xhtml["']/i;

/** The text the HTML parser should read: the page itself, unless it is XHTML with such tags. */
export function parserText(page: string, isXml: boolean): string {
  if (!isXml && !xhtmlNamespace.test(page)) return page;
  return page.replace(selfClosedRawText, (tag) => `<!--${' '.repeat(tag.length - 7)}-->`);
}
