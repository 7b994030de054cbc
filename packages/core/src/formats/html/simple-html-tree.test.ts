// The simple-page reader must give exactly what parse5 gives: for every page it accepts, the same
// segments, skeleton edits, root language and rebuilt bytes. Checked on every HTML fixture and corpus
// page, the EPUB fixtures' XHTML, the benchmark sample, hand-written edge cases, and copies of the
// corpus pages with one tag cut out (so that most of them are broken in some way).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../testing/round-trip';
import { benchSample } from './bench-sample';
import { extractHtml } from './extract-html';
import { decodeHtml } from './html-encoding';
import { rebuildHtml } from './rebuild-html';
import { findRootLanguage, rootLanguageEdits } from './root-language';
import { readSimpleHtml } from './simple-html-tree';
import { isXmlDocument } from './xhtml-check';
import { parserText } from './xhtml-self-closing';

const here = import.meta.dirname;

function filesUnder(directory: string, pattern: RegExp): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => join(directory, name));
}

const pages = [
  ...filesUnder(join(here, 'fixtures'), /\.x?html$/),
  ...filesUnder(join(here, '../epub/fixtures'), /\.x?html$/),
  ...corpusFiles('html', ['.html', '.htm', '.xhtml']),
];

/** What the format keeps of a parsed page, and the page rebuilt from changed translations. */
function outcome(text: string, document: Tree.Document) {
  const { segments, edits } = extractHtml(document, text);
  const root = findRootLanguage(document, text);
  const sources = segments.map((segment) => segment.text);
  const changed = sources.map((source) => `«${source.toUpperCase()}»`);
  const rebuilt = rebuildHtml(text, [...edits, ...rootLanguageEdits(root, 'ar')], sources, changed);
  return { segments, edits, root, rebuilt };
}

type TreeNode = Tree.Document | Tree.ChildNode;

/** A node and its subtree as text: names, attributes, text, source offsets (not lines, not tracked). */
function treeText(node: TreeNode): string {
  const location = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
  const offsets = location ? `${location.startOffset}-${location.endOffset}` : '';
  let text = `<${node.nodeName} ${offsets}`;
  if ('tagName' in node) {
    const tags = node.sourceCodeLocation;
    text += ` ${tags?.startTag?.startOffset}-${tags?.startTag?.endOffset} ${tags?.endTag?.startOffset}-${tags?.endTag?.endOffset}`;
    for (const { name, value } of node.attrs) {
      const at = tags?.attrs?.[name];
      text += ` ${name}=${JSON.stringify(value)}@${at?.startOffset}-${at?.endOffset}`;
    }
  }
  if ('value' in node) text += ` ${JSON.stringify(node.value)}`;
  if ('publicId' in node) text += ` ${node.name} ${node.publicId} ${node.systemId}`;
  const children = 'childNodes' in node ? node.childNodes.map(treeText).join('') : '';
  return `${text}>${children}</>`;
}

/** Whether the simple reader took the page; when it did, its tree and result must be parse5's. */
function expectSameAsParse5(text: string): boolean {
  const input = parserText(text, isXmlDocument(text));
  const simple = readSimpleHtml(input);
  if (!simple) return false;
  const parsed = parse(input, { sourceCodeLocationInfo: true });
  const [simpleTree, parsedTree] = [treeText(simple), treeText(parsed)];
  if (simpleTree !== parsedTree) expect(simpleTree).toBe(parsedTree);
  const fast = outcome(text, simple);
  const reference = outcome(text, parsed);
  // Compared as JSON first: a deep comparison of a 10 MB page's edits takes half a minute.
  if (JSON.stringify(fast) !== JSON.stringify(reference)) expect(fast).toEqual(reference);
  return true;
}

/** Deterministic pseudo-random numbers, so a failure can be reproduced. */
function* randomIndices(seed: number, below: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state % below;
  }
}

describe('simple HTML reader', () => {
  it.each(pages)('reads %s as parse5 does', (file) => {
    expectSameAsParse5(decodeHtml(readFileSync(file)).text);
  });

  it('reads the benchmark sample itself, as parse5 does', () => {
    const accepted = expectSameAsParse5(benchSample(10 * 1024 * 1024).toString('utf8'));
    expect(accepted).toBe(true);
  }, 60_000);

  it.each(pages)('reads copies of %s with one tag cut out as parse5 does', (file) => {
    const text = decodeHtml(readFileSync(file)).text;
    const tags = [...text.matchAll(/<\/?[A-Za-z][^>]*>/g)];
    const pick = randomIndices(text.length, Math.max(tags.length, 1));
    for (let copy = 0; copy < 12 && tags.length > 0; copy += 1) {
      const tag = tags[pick.next().value as number];
      if (!tag) continue;
      expectSameAsParse5(text.slice(0, tag.index) + text.slice(tag.index + tag[0].length));
    }
  });

  const page = (body: string, head = '<title>T</title>') =>
    `<!DOCTYPE html>\n<html lang="en">\n<head>${head}</head>\n<body>${body}</body>\n</html>\n`;

  it('reads random pages, some of them broken somewhere, as parse5 does', () => {
    const pick = randomIndices(7, 1 << 30);
    const chance = (one: number) => (pick.next().value as number) % one === 0;
    const choose = <T>(items: readonly T[]): T => items[(pick.next().value as number) % items.length] as T;
    const blocks = ['div', 'section', 'ul', 'p', 'h2', 'pre', 'blockquote'];
    const inlines = ['b', 'i', 'a', 'span', 'em', 'code'];
    const leaves = [
      ...['Some words', ' ', '\n  ', 'a &amp; b', '&#169;', '1 < 2', '<br>', '<!-- note -->'],
      ...['<img alt="A &quot;cat&quot;" src=x.png>', '<input type=submit value=Go>', '\r\nline'],
      ...['<textarea>\nText</textarea>', '<script>a < b</script>'],
    ];
    // Each makes the page one the simple reader must leave to parse5, or read exactly as parse5 does.
    const broken = [
      'caf&eacute;',
      '&copy 2024',
      '&#x80;',
      '</span>',
      '<p>',
      '<table>x<tr><td>y</table>',
      '<div>',
    ];
    const content = (depth: number, inline: boolean): string => {
      let html = '';
      for (let count = 0; count < 3; count += 1) {
        if (chance(40)) html += choose(broken);
        else if (depth > 3 || chance(3)) html += choose(leaves);
        else if (!inline && chance(8)) html += '<table>\n <tr><td>Cell</td><th>Head</th></tr>\n</table>';
        else {
          const tag = chance(15) ? choose([...blocks, ...inlines]) : choose(inline ? inlines : blocks);
          const attributes = tag === 'a' ? ' href="/x?a=1&amp;b=2" title="Go"' : '';
          const inner =
            tag === 'ul' ? `<li>${content(depth + 1, false)}</li>` : content(depth + 1, tag !== 'div');
          // Now and then an end tag is left out or the wrong one is written.
          const end = chance(30) ? '' : `</${chance(30) ? choose(inlines) : tag}>`;
          html += `<${tag}${attributes}>${inner}${end}`;
        }
      }
      return html;
    };
    let accepted = 0;
    for (let index = 0; index < 400; index += 1) {
      if (expectSameAsParse5(page(content(0, false)))) accepted += 1;
    }
    // Enough of them are simple for the comparison to mean something.
    expect(accepted).toBeGreaterThan(100);
  });

  it.each([
    ['a plain page', page('<h1>Title</h1>\n<p>Some <b>bold</b> text &amp; more&nbsp;text.</p>')],
    ['attributes', page('<p title="a &quot;b&quot;" class=x data-y>Look <img alt=\'Cat\' src=c.png></p>')],
    ['a table with an implied body', page('<table>\n <tr><td>One</td><td>Two</td></tr>\n</table>')],
    [
      'a table with its own parts',
      page('<table><caption>C</caption><thead><tr><th>H</th></tr></thead></table>'),
    ],
    ['a leading newline in pre', page('<pre>\ncode\n</pre><pre>\n\n  x</pre><textarea>\nt</textarea>')],
    ['comments everywhere', `<!-- a -->${page('<!-- b --><p>x<!-- c -->y</p>', '<!-- d -->')}<!-- e -->`],
    ['text after the body', `${page('<p>Text</p>\n').replace('</html>\n', '</html>\n\n')}`],
    [
      'carriage returns',
      page('<p>Line one\r\nline two</p>\r\n<p title="a\r\nb">x</p>').replace(/\n/g, '\r\n'),
    ],
    ['a lone less-than sign', page('<p>1 < 2 and 3 > 2</p>')],
    ['script and style', page('<script>if (a < b) x("</p>")</script><p>Hi</p>', '<style>p > b {}</style>')],
    ['nested lists', page('<ul><li>One<ul><li>Two</li></ul></li><li>Three</li></ul>')],
    [
      'an XHTML 1.1 page',
      '<?xml version="1.0"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>T</title></head><body><p>Hi<br/></p></body></html>',
    ],
  ])('accepts %s and reads it as parse5 does', (_, html) => {
    expect(expectSameAsParse5(html)).toBe(true);
  });

  it.each([
    ['a paragraph closed by a block', page('<p>One<div>Two</div></p>')],
    ['a heading in a heading', page('<h2>One<h3>Two</h3></h2>')],
    ['a list item in a list item', page('<ul><li>One<li>Two</li></li></ul>')],
    ['text in a table', page('<table><tr><td>x</td></tr>oops</table>')],
    ['a misnested formatting tag', page('<p><b>One <i>two</b> three</i></p>')],
    ['a list item closing the previous one', page('<ul><li>One<li>Two</ul>')],
    ['a stray end tag', page('<p>One</span></p>')],
    ['a legacy entity without its semicolon', page('<p>&copy 2024</p>')],
    ['a link in a link', page('<a href="/">One <a href="/x">two</a></a>')],
    ['a page without its body tag', '<!DOCTYPE html><html><head></head><p>x</p></html>'],
    ['a template', page('<template><p>x</p></template>')],
    ['SVG', page('<svg><text>x</text></svg>')],
  ])('leaves %s to parse5', (_, html) => {
    expect(readSimpleHtml(html)).toBeUndefined();
  });
});
