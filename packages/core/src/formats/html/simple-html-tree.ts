// Most pages are written the way the HTML parser would repair them anyway: every element closed by its
// own end tag, in order. For those, parse5's tree (with source locations) can be built by a much simpler
// reader, about four times faster than parse5 on a large page. The reader accepts only what it can prove it
// reads as parse5 does (the insertion modes of `<html>`, `<head>` and `<body>`, explicit end tags, plain
// tables) and gives up, returning undefined, at anything else: an implied end tag (`<p>` closed by a
// `<div>`), a misnested or stray tag, text in a table, `<template>`, `<select>`, SVG, an unusual
// character reference… The caller then asks parse5. Lines and columns are not tracked (only the
// nesting error names a line, and pages nested that deep are left to parse5).
import type { Token, DefaultTreeAdapterTypes as Tree } from 'parse5';
import { html as parse5Html } from 'parse5';
import { decodeSimpleText } from './simple-html-text';

type Mode = 'beforeHtml' | 'beforeHead' | 'inHead' | 'afterHead' | 'inBody' | 'afterBody' | 'afterAfterBody';

/** Thrown inside the reader when the page needs parse5; never leaves this module. */
class NotSimple extends Error {}

const space = '[\\t\\n\\f\\r ]';
const startTagPattern = new RegExp(
  `<([A-Za-z][A-Za-z0-9-]*)((?:${space}+[A-Za-z_:][-A-Za-z0-9_:.]*(?:${space}*=${space}*(?:"[^"]*"|'[^']*'|[^\\t\\n\\f\\r "'=<>\`]+))?)*)${space}*(/?)>`,
  'y',
);
const attributePattern = new RegExp(
  `${space}+([A-Za-z_:][-A-Za-z0-9_:.]*)(?:${space}*=${space}*(?:"([^"]*)"|'([^']*)'|([^\\t\\n\\f\\r "'=<>\`]+)))?`,
  'g',
);
const endTagPattern = new RegExp(`</([A-Za-z][A-Za-z0-9-]*)${space}*>`, 'y');
const quoted = `(?:"([^">]*)"|'([^'>]*)')`;
const doctypePattern = new RegExp(
  `<!doctype${space}+html(?:${space}+(?:public${space}+${quoted}(?:${space}+${quoted})?|system${space}+${quoted}))?${space}*>`,
  'iy',
);
const onlySpace = /^[\t\n\f\r ]*$/;

const voidTags = new Set([
  ...['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen'],
  ...['link', 'meta', 'param', 'source', 'track', 'wbr'],
]);
const headTags = new Set(['meta', 'link', 'base', 'basefont', 'bgsound', 'title', 'style', 'script']);
/** Elements whose text runs to their end tag: entities decoded (RCDATA) or not (raw text, script). */
const textOnlyTags = new Set(['title', 'textarea', 'style', 'script']);
const decodedTextTags = new Set(['title', 'textarea']);
/** Start tags whose handling in a body has rules of their own (or foreign content): left to parse5. */
const complexInBody = new Set([
  ...['html', 'head', 'body', 'frameset', 'frame', 'template', 'select', 'option', 'optgroup', 'image'],
  ...['isindex', 'nobr', 'math', 'svg', 'plaintext', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript'],
  ...['rb', 'rp', 'rt', 'rtc', 'listing', 'menuitem', 'caption', 'col', 'colgroup', 'tbody', 'td'],
  ...['tfoot', 'th', 'thead', 'tr'],
]);
/** What may open inside a `<p>` without closing it. */
const phrasingTags = new Set([
  ...['a', 'abbr', 'acronym', 'b', 'bdi', 'bdo', 'big', 'br', 'button', 'cite', 'code', 'data', 'del'],
  ...['dfn', 'em', 'font', 'i', 'img', 'input', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small'],
  ...['span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr', 'script', 'style'],
  ...['textarea', 'audio', 'video', 'canvas', 'object', 'embed', 'source', 'track', 'picture', 'map'],
  ...['area', 'meter', 'progress', 'output', 'slot', 'meta', 'link'],
]);
/** What each table part may contain; any other tag (or text) in a table is left to parse5. */
const tableChildren = new Map([
  ['table', new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr'])],
  ['thead', new Set(['tr'])],
  ['tbody', new Set(['tr'])],
  ['tfoot', new Set(['tr'])],
  ['tr', new Set(['td', 'th'])],
  ['colgroup', new Set(['col'])],
]);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements that end the search of `<li>`, `<dd>` and `<dt>` for an open one to close. */
const listBoundaries = new Set([
  ...['ul', 'ol', 'menu', 'dir', 'dl', 'td', 'th', 'caption', 'body', 'blockquote', 'section'],
  ...['article', 'aside', 'nav', 'header', 'footer', 'main'],
]);
/** Start tags that parse5 lets close an open element of the same kind, and that kind. */
const closesOpen = new Map([
  ['a', 'a'],
  ['form', 'form'],
  ['button', 'button'],
]);
/** Deep enough for real pages; deeper ones go to parse5, whose error names the line. */
const maxDepth = 300;

/** Shared by every element without attributes: a page has hundreds of thousands, and nothing edits them. */
const noAttributes: Token.Attribute[] = [];
function location(start: number, end: number): Token.Location {
  return { startLine: 0, startCol: 0, startOffset: start, endLine: 0, endCol: 0, endOffset: end };
}

class SimpleTreeBuilder {
  readonly document: Tree.Document = {
    nodeName: '#document',
    mode: parse5Html.DOCUMENT_MODE.QUIRKS,
    childNodes: [],
  };
  private readonly stack: Tree.Element[] = [];
  private mode: Mode = 'beforeHtml';
  private readonly openCounts = new Map<string, number>();
  private html: Tree.Element | undefined;
  private body: Tree.Element | undefined;
  /** The first text of a `<pre>` or `<textarea>` loses a leading line feed. */
  private skipNewline = false;

  constructor(private readonly source: string) {}

  build(): Tree.Document {
    const source = this.source;
    let textStart = 0;
    let at = source.indexOf('<');
    while (at >= 0) {
      const next = source.charCodeAt(at + 1);
      // `<` not starting a tag (`a < b`) is text.
      const startsTag = next === 33 /* ! */ || next === 47 /* / */ || isAsciiLetter(next) || next === 63;
      if (!startsTag) {
        at = source.indexOf('<', at + 1);
        continue;
      }
      if (at > textStart) this.text(textStart, at);
      textStart = this.markup(at);
      at = source.indexOf('<', textStart);
    }
    if (source.length > textStart) this.text(textStart, source.length);
    if (this.mode !== 'afterAfterBody') throw new NotSimple();
    return this.document;
  }

  /** Reads the markup at `at` and returns where it ends. */
  private markup(at: number): number {
    const source = this.source;
    // parse5 drops the line feed after `<pre>` only when it comes straight after the tag.
    this.skipNewline = false;
    if (source.startsWith('<!--', at)) return this.comment(at);
    if (source.charCodeAt(at + 1) === 47) return this.endTag(at);
    if (source.charCodeAt(at + 1) === 33) return this.doctype(at);
    if (source.charCodeAt(at + 1) === 63) return this.processingInstruction(at);
    return this.startTag(at);
  }

  private get current(): Tree.Element {
    const current = this.stack.at(-1);
    if (!current) throw new NotSimple();
    return current;
  }

  private text(start: number, end: number): void {
    const raw = this.source.slice(start, end);
    const blank = onlySpace.test(raw);
    switch (this.mode) {
      case 'beforeHtml':
      case 'beforeHead':
        if (!blank) throw new NotSimple();
        return;
      case 'inHead':
      case 'afterHead':
        if (!blank) throw new NotSimple();
        this.insertText(this.current, start, end, raw);
        return;
      case 'afterBody':
      case 'afterAfterBody':
        // After `</body>` and `</html>`, white space still goes into the body.
        if (!blank || !this.body) throw new NotSimple();
        this.insertText(this.body, start, end, raw);
        return;
      case 'inBody':
        if (!blank && tableChildren.has(this.current.tagName)) throw new NotSimple();
        this.insertText(this.current, start, end, raw);
        return;
    }
  }

  private insertText(parent: Tree.ParentNode, start: number, end: number, raw: string): void {
    let value = decodeSimpleText(raw);
    if (value === undefined) throw new NotSimple();
    if (this.skipNewline) {
      this.skipNewline = false;
      if (raw.startsWith('\r')) throw new NotSimple();
      if (value.startsWith('\n')) {
        // parse5 drops the line feed from the text but keeps its offset, unless it stood alone
        // before the first character that is not white space.
        if (!/^[\t\n\f\r ]/.test(raw.slice(1))) start += 1;
        value = value.slice(1);
      }
      if (value === '') return;
    }
    const last = parent.childNodes.at(-1);
    if (last && 'value' in last && last.sourceCodeLocation) {
      last.value += value;
      last.sourceCodeLocation.endOffset = end;
      return;
    }
    const node: Tree.TextNode = {
      nodeName: '#text',
      value,
      parentNode: parent,
      sourceCodeLocation: location(start, end),
    };
    parent.childNodes.push(node);
  }

  private comment(at: number): number {
    const source = this.source;
    const close = source.indexOf('-->', at + 4);
    const data = close < 0 ? '' : source.slice(at + 4, close);
    if (close < 0 || data.startsWith('>') || data.startsWith('->') || data.includes('--!>'))
      throw new NotSimple();
    const end = close + 3;
    const parent = this.commentParent();
    parent.childNodes.push({
      nodeName: '#comment',
      data,
      parentNode: parent,
      sourceCodeLocation: location(at, end),
    });
    return end;
  }

  private commentParent(): Tree.ParentNode {
    if (this.mode === 'beforeHtml' || this.mode === 'afterAfterBody') return this.document;
    if (this.mode === 'afterBody') return this.html ?? this.document;
    return this.current;
  }

  private doctype(at: number): number {
    doctypePattern.lastIndex = at;
    const match = doctypePattern.exec(this.source);
    const seen = this.document.childNodes.some((node) => node.nodeName === '#documentType');
    if (!match || this.mode !== 'beforeHtml' || seen) throw new NotSimple();
    const end = at + match[0].length;
    const [, publicDouble, publicSingle, publicSystemDouble, publicSystemSingle, systemDouble, systemSingle] =
      match;
    const publicId = publicDouble ?? publicSingle;
    const systemId = publicSystemDouble ?? publicSystemSingle ?? systemDouble ?? systemSingle;
    // Quirks mode, which older doctypes may ask for, is not worked out: nothing here reads it, and the
    // pages this reader accepts make the same tree in every mode.
    if (publicId === undefined && systemId === undefined)
      this.document.mode = parse5Html.DOCUMENT_MODE.NO_QUIRKS;
    this.document.childNodes.push({
      nodeName: '#documentType',
      name: 'html',
      publicId: publicId ?? '',
      systemId: systemId ?? '',
      parentNode: this.document,
      sourceCodeLocation: location(at, end),
    });
    return end;
  }

  /** An XML declaration before `<html>` (XHTML), which HTML reads as a comment up to the first `>`. */
  private processingInstruction(at: number): number {
    const close = this.source.indexOf('>', at);
    if (close < 0 || this.mode !== 'beforeHtml') throw new NotSimple();
    const end = close + 1;
    const data = this.source.slice(at + 1, close);
    this.document.childNodes.push({
      nodeName: '#comment',
      data,
      parentNode: this.document,
      sourceCodeLocation: location(at, end),
    });
    return end;
  }

  private startTag(at: number): number {
    startTagPattern.lastIndex = at;
    const match = startTagPattern.exec(this.source);
    if (!match) throw new NotSimple();
    const [whole, name = '', attributeText = '', selfClosing] = match;
    const tagName = name.toLowerCase();
    const end = at + whole.length;
    if (selfClosing && !voidTags.has(tagName)) throw new NotSimple();
    const element = this.element(tagName, at, end, attributeText, at + 1 + name.length);
    this.place(element);
    if (voidTags.has(tagName)) return end;
    this.push(element);
    if (tagName === 'pre' || tagName === 'textarea') this.skipNewline = true;
    return textOnlyTags.has(tagName) ? this.textOnlyContent(element, end) : end;
  }

  /** Where the element goes, by the mode the page is in; gives up where parse5 would do more. */
  private place(element: Tree.Element): void {
    const tagName = element.tagName;
    switch (this.mode) {
      case 'beforeHtml':
        if (tagName !== 'html') throw new NotSimple();
        this.html = element;
        this.mode = 'beforeHead';
        this.append(this.document, element);
        return;
      case 'beforeHead':
        if (tagName !== 'head') throw new NotSimple();
        this.mode = 'inHead';
        this.append(this.current, element);
        return;
      case 'inHead':
        if (!headTags.has(tagName)) throw new NotSimple();
        this.append(this.current, element);
        return;
      case 'afterHead':
        if (tagName !== 'body') throw new NotSimple();
        this.body = element;
        this.mode = 'inBody';
        this.append(this.current, element);
        return;
      case 'inBody':
        this.checkInBody(tagName);
        this.append(this.current, element);
        return;
      default:
        throw new NotSimple();
    }
  }

  private checkInBody(tagName: string): void {
    const current = this.current;
    const allowedInTable = tableChildren.get(current.tagName);
    if (allowedInTable) {
      if (!allowedInTable.has(tagName)) throw new NotSimple();
      // A row straight in a table gets the `<tbody>` the parser implies, with no location.
      if (tagName === 'tr' && current.tagName === 'table') {
        const body = this.element('tbody', -1, -1, '', 0);
        body.sourceCodeLocation = null;
        this.append(current, body);
        this.push(body);
      }
      return;
    }
    const closed = closesOpen.get(tagName);
    if (complexInBody.has(tagName) || (closed && this.isOpen(closed))) throw new NotSimple();
    if (this.isOpen('p') && !phrasingTags.has(tagName)) throw new NotSimple();
    if (headings.has(tagName) && headings.has(current.tagName)) throw new NotSimple();
    if (tagName === 'li') this.refuseOpenListItem(['li']);
    if (tagName === 'dd' || tagName === 'dt') this.refuseOpenListItem(['dd', 'dt']);
  }

  /** A new item closes an open one of the same list: parse5's job. */
  private refuseOpenListItem(items: string[]): void {
    for (let index = this.stack.length - 1; index >= 0; index -= 1) {
      const tagName = this.stack[index]?.tagName ?? '';
      if (items.includes(tagName)) throw new NotSimple();
      if (listBoundaries.has(tagName)) return;
    }
  }

  private isOpen(tagName: string): boolean {
    return (this.openCounts.get(tagName) ?? 0) > 0;
  }

  private append(parent: Tree.ParentNode, element: Tree.Element): void {
    element.parentNode = parent;
    parent.childNodes.push(element);
  }

  private push(element: Tree.Element): void {
    if (this.stack.length >= maxDepth) throw new NotSimple();
    this.stack.push(element);
    this.openCounts.set(element.tagName, (this.openCounts.get(element.tagName) ?? 0) + 1);
  }

  private pop(): Tree.Element {
    const element = this.current;
    this.stack.pop();
    this.openCounts.set(element.tagName, (this.openCounts.get(element.tagName) ?? 0) - 1);
    return element;
  }

  private element(
    tagName: string,
    start: number,
    end: number,
    attributeText: string,
    attributesAt: number,
  ): Tree.Element {
    const attributes = attributeText ? readAttributes(attributeText, attributesAt) : undefined;
    return {
      nodeName: tagName,
      tagName,
      attrs: attributes?.attrs ?? noAttributes,
      namespaceURI: parse5Html.NS.HTML,
      // Every key from the start, so that closing the element does not change the object's shape.
      sourceCodeLocation: {
        startLine: 0,
        startCol: 0,
        startOffset: start,
        endLine: 0,
        endCol: 0,
        endOffset: end,
        startTag: location(start, end),
        endTag: undefined,
        attrs: attributes?.locations,
      },
      childNodes: [],
      parentNode: null,
    };
  }

  /** The text of a `<script>`, `<style>`, `<title>` or `<textarea>`, up to its end tag. */
  private textOnlyContent(element: Tree.Element, contentStart: number): number {
    const source = this.source;
    const closing = new RegExp(`</${element.tagName}[\\t\\n\\f\\r />]`, 'gi');
    closing.lastIndex = contentStart;
    const close = closing.exec(source)?.index;
    if (close === undefined) throw new NotSimple();
    const raw = source.slice(contentStart, close);
    // In a script, `<!--` starts states where `</script>` may not end it.
    if (element.tagName === 'script' && raw.includes('<!--')) throw new NotSimple();
    if (close > contentStart) {
      if (decodedTextTags.has(element.tagName)) this.insertText(element, contentStart, close, raw);
      else this.insertRawText(element, contentStart, close, raw);
    }
    this.skipNewline = false;
    return this.endTag(close);
  }

  private insertRawText(element: Tree.Element, start: number, end: number, raw: string): void {
    const value = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
    element.childNodes.push({
      nodeName: '#text',
      value,
      parentNode: element,
      sourceCodeLocation: location(start, end),
    });
  }

  private endTag(at: number): number {
    endTagPattern.lastIndex = at;
    const match = endTagPattern.exec(this.source);
    if (!match) throw new NotSimple();
    const tagName = (match[1] ?? '').toLowerCase();
    const end = at + match[0].length;
    if (this.mode === 'afterBody' && tagName === 'html' && this.html) {
      this.mode = 'afterAfterBody';
      this.close(this.html, at, end);
      return end;
    }
    if (this.mode === 'inHead' && tagName === 'head' && this.current.tagName === 'head') {
      this.mode = 'afterHead';
      this.close(this.pop(), at, end);
      return end;
    }
    if (this.mode !== 'inBody' && this.mode !== 'inHead') throw new NotSimple();
    const current = this.current;
    if (tagName === 'body' && this.mode === 'inBody' && current === this.body) {
      // The body stays open: white space after `</body>` still goes into it.
      this.mode = 'afterBody';
      this.close(current, at, end);
      return end;
    }
    if (tagName === 'table' && current.tagName === 'tbody' && !current.sourceCodeLocation) this.pop();
    if (tagName !== this.current.tagName || ['body', 'html', 'head'].includes(tagName)) throw new NotSimple();
    this.close(this.pop(), at, end);
    return end;
  }

  private close(element: Tree.Element, at: number, end: number): void {
    const elementLocation = element.sourceCodeLocation;
    if (!elementLocation) return;
    elementLocation.endTag = location(at, end);
    elementLocation.endOffset = end;
  }
}

/** A start tag's attributes, their values decoded, and where each is. */
function readAttributes(
  attributeText: string,
  attributesAt: number,
): { attrs: Token.Attribute[]; locations: Record<string, Token.Location> } {
  const attrs: Token.Attribute[] = [];
  const locations: Record<string, Token.Location> = {};
  attributePattern.lastIndex = 0;
  for (
    let match = attributePattern.exec(attributeText);
    match;
    match = attributePattern.exec(attributeText)
  ) {
    const [whole, rawName = '', double, single, bare] = match;
    const name = rawName.toLowerCase();
    const value = decodeSimpleText(double ?? single ?? bare ?? '');
    // parse5 keeps the first of two same-named attributes; simpler to leave such a tag to it.
    if (value === undefined || name in locations) throw new NotSimple();
    attrs.push({ name, value });
    const attributeEnd = attributesAt + match.index + whole.length;
    locations[name] = location(attributeEnd - whole.length + whole.indexOf(rawName), attributeEnd);
  }
  return { attrs, locations };
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** parse5's tree of `source` when the page is simple enough to build it without parse5, else undefined. */
export function readSimpleHtml(source: string): Tree.Document | undefined {
  if (source.includes('\0')) return undefined;
  try {
    return new SimpleTreeBuilder(source).build();
  } catch (error) {
    if (error instanceof NotSimple) return undefined;
    throw error;
  }
}
