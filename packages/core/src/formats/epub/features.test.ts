// What a reader of a translated book gets, shown on the fixture books: where translations go, what
// stays as it was, the language and direction the book declares, and the bilingual layout.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { findEntry, type PackageEntry, readPackage, writePackage } from '../office-package';
import { identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { epubFormat } from './index';
import { fixtureBooks, packFixtureBook } from './testing/book-folder';
import { epubStructureProblems } from './testing/epub-structure';

async function partsOf(epub: Buffer): Promise<(name: string) => string> {
  const pkg = await readPackage(epub, 'EPUB');
  return (name) => findEntry(pkg, name)?.data.toString('utf8') ?? '';
}

const chapter = 'OEBPS/text/chapter 1.xhtml';

describe('a translated EPUB 3 book', () => {
  it('has every content document translated, the spine’s and the others the manifest lists', async () => {
    const part = await partsOf(await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub3')));
    expect(part(chapter)).toContain('<h1 id="heading">⟦Ţĥé ƒîŕšţ šþŕîñĝ');
    expect(part('OEBPS/text/notes.xhtml')).toContain('<p>⟦Ŕöšéš ñééð šûñ');
    expect(part('OEBPS/nav.xhtml')).toContain('<a href="text/chapter%201.xhtml">⟦Ţĥé ƒîŕšţ šþŕîñĝ');
  });

  it('keeps inline formatting around the translated words, and code and notranslate text as they were', async () => {
    const part = await partsOf(await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub3')));
    expect(part(chapter)).toContain('<b>ǫûîéţ</b>');
    expect(part(chapter)).toContain('<a href="notes.xhtml#rose">ŕöšéš</a>');
    expect(part(chapter)).toContain('<pre><code>water(garden);</code></pre>');
    expect(part(chapter)).toContain('<span class="notranslate">Misselthwaite Manor</span>');
    expect(part(chapter)).toContain('alt="⟦Å šééð îñ ţĥé ðåŕķ šöîļ');
  });

  it('translates the OPF’s title, description and subject, and the NCX’s labels', async () => {
    const part = await partsOf(await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub3')));
    const opf = part('OEBPS/content.opf');
    expect(opf).toContain('<dc:title id="title" xml:lang="es">⟦Ţĥé Ǫûîéţ Ĝåŕðéñ');
    expect(opf).toMatch(/<dc:description xml:lang="es">⟦Å šĥöŕţ ƀööķ/);
    expect(opf).toMatch(/<dc:subject xml:lang="es">⟦Ĝåŕðéñîñĝ/);
    expect(opf).toContain('<dc:creator>Mary Lennox</dc:creator>');
    expect(opf).toContain('<dc:language>es</dc:language>');
    expect(part('OEBPS/toc.ncx')).toContain('<docTitle><text>⟦Ţĥé Ǫûîéţ Ĝåŕðéñ');
    expect(part('OEBPS/toc.ncx')).toContain('<navLabel><text>⟦Ñöţéš öñ ţĥé ĝåŕðéñ');
  });

  it('copies stylesheets and images, SVG included, byte for byte', async () => {
    const before = await readPackage(await packFixtureBook('garden-epub3'), 'EPUB');
    const part = await partsOf(await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub3')));
    for (const name of ['OEBPS/style.css', 'OEBPS/images/seed.svg']) {
      expect(part(name)).toBe(findEntry(before, name)?.data.toString('utf8'));
    }
  });

  it('translates a document the manifest lists twice once', async () => {
    const opf = readFileSync(`${fixtureBooks}/garden-epub3/OEBPS/content.opf`, 'utf8').replace(
      '<item id="notes"',
      '<item id="notes-again" href="text/notes.xhtml" media-type="application/xhtml+xml"/>\n    <item id="notes"',
    );
    const input = await packFixtureBook('garden-epub3', { 'OEBPS/content.opf': Buffer.from(opf) });
    const { segments } = await epubFormat.extract(input, {});
    expect(segments.filter((segment) => segment.id.startsWith('OEBPS/text/notes.xhtml#'))).toHaveLength(2);
    const part = await partsOf(await pseudoRoundTrip(epubFormat, input));
    expect(part('OEBPS/text/notes.xhtml')).toContain('<p>⟦Ŕöšéš ñééð šûñ');
  });

  it('starts with its mimetype, stored, even when the original had it deflated and last', async () => {
    const { entries } = await readPackage(await packFixtureBook('garden-epub3'), 'EPUB');
    const [mimetype, ...rest] = entries;
    const input = await writePackage({
      entries: [...rest, { ...(mimetype as PackageEntry), compressed: true }],
    });
    expect(await epubStructureProblems(input)).toContain('mimetype is not the first entry');
    expect(await epubStructureProblems(await pseudoRoundTrip(epubFormat, input))).toEqual([]);
  });

  it('is translated when only its fonts are obfuscated (listed in encryption.xml)', async () => {
    const encryption = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/><enc:CipherData><enc:CipherReference URI="OEBPS/fonts/serif.otf"/></enc:CipherData></enc:EncryptedData></encryption>`;
    const input = await packFixtureBook('garden-epub3', {
      'META-INF/encryption.xml': Buffer.from(encryption),
    });
    const part = await partsOf(await pseudoRoundTrip(epubFormat, input));
    expect(part(chapter)).toContain('<h1 id="heading">⟦Ţĥé ƒîŕšţ šþŕîñĝ');
    expect(part('META-INF/encryption.xml')).toBe(encryption);
  });

  it('names each segment after its document', async () => {
    const { segments } = await epubFormat.extract(await packFixtureBook('garden-epub3'), {});
    expect(segments.map((segment) => segment.id)).toContain('OEBPS/text/chapter 1.xhtml#s1');
    expect(new Set(segments.map((segment) => segment.id)).size).toBe(segments.length);
  });
});

describe('the language a translated book declares', () => {
  it('is the target on every XHTML root, the OPF and the NCX, and a right-to-left one turns the pages', async () => {
    const part = await partsOf(
      await identityRoundTrip(epubFormat, await packFixtureBook('garden-epub3'), { to: 'ar' }),
    );
    expect(part(chapter)).toMatch(/<html [^>]*lang="ar" xml:lang="ar" dir="rtl">/);
    expect(part('OEBPS/text/notes.xhtml')).toMatch(/<html [^>]*lang="ar" xml:lang="ar" dir="rtl">/);
    expect(part('OEBPS/content.opf')).toContain('<dc:language>ar</dc:language>');
    expect(part('OEBPS/content.opf')).toContain('<spine toc="ncx" page-progression-direction="rtl">');
    expect(part('OEBPS/toc.ncx')).toContain('version="2005-1" xml:lang="ar"');
  });

  it('turns an Arabic book’s pages left to right again in Spanish', async () => {
    const input = readFileSync(corpusFile('epub/idpf-regime-anticancer-arabic.epub'));
    const part = await partsOf(await identityRoundTrip(epubFormat, input, { from: 'ar', to: 'es' }));
    expect(part('EPUB/package.opf')).toContain('<spine toc="ncx" page-progression-direction="ltr">');
    expect(part('EPUB/Content/C_content.xhtml')).toContain('<html xml:lang="es" lang="es" dir="ltr"');
  });

  it('is written on a translated title that would otherwise inherit the package’s language', async () => {
    const input = readFileSync(corpusFile('epub/idpf-regime-anticancer-arabic.epub'));
    const part = await partsOf(await pseudoRoundTrip(epubFormat, input, { from: 'ar', to: 'es' }));
    expect(part('EPUB/package.opf')).toContain('<dc:title id="title" xml:lang="es">⟦Ļé Ṽŕåî');
    expect(part('EPUB/package.opf')).toContain('xml:lang="fr" id="package">');
  });

  it('keeps a Japanese book’s right-to-left pages, which follow its vertical writing', async () => {
    const input = readFileSync(corpusFile('epub/idpf-kusamakura-japanese-vertical-writing.epub'));
    const part = await partsOf(await identityRoundTrip(epubFormat, input, { from: 'ja', to: 'en' }));
    expect(part('OPS/package.opf')).toContain('<spine toc="ncxtoc" page-progression-direction="rtl">');
  });

  it('is written with xml:lang alone in an EPUB 2 book, whose XHTML 1.1 has no lang', async () => {
    const part = await partsOf(
      await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub2'), {
        options: { bilingual: true },
      }),
    );
    expect(part('OPS/ch1.xhtml')).toContain('<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es">');
    expect(part('OPS/ch1.xhtml')).not.toMatch(/\slang=/);
    expect(part('OPS/content.opf')).toContain('<dc:language>es</dc:language>');
  });
});

describe('the bilingual option', () => {
  const bilingualGarden = async () =>
    partsOf(
      await pseudoRoundTrip(epubFormat, await packFixtureBook('garden-epub3'), {
        options: { bilingual: true },
      }),
    );

  it('follows each translated paragraph with its original, lighter, in the source language and without ids', async () => {
    const part = await bilingualGarden();
    expect(part(chapter)).toMatch(
      /<p id="p1" class="opening">⟦.*⟧<\/p><p class="opening verso-original" style="opacity: 0.65" xml:lang="en" lang="en">The garden was <b>quiet<\/b> in the morning, and the <a href="notes.xhtml#rose">roses<\/a> were still asleep.<\/p>/,
    );
    expect(part(chapter)).toMatch(
      /<h1 id="heading">⟦.*⟧<\/h1><h1 class="verso-original" style="opacity: 0.65" xml:lang="en" lang="en">The first spring<\/h1>/,
    );
    expect(part(chapter).match(/id="p1"/g)).toHaveLength(1);
  });

  it('puts the original on a new line inside a table cell, a caption or a list item holding a list', async () => {
    const part = await bilingualGarden();
    const original = (text: string) =>
      `<br/><span class="verso-original" style="opacity: 0.65" xml:lang="en" lang="en">${text}</span>`;
    expect(part(chapter)).toContain(`${original('Tulips bloom in April')}</td>`);
    expect(part(chapter)).toMatch(
      /<span class="month">⟦[^<]*<\/span><br\/><span class="verso-original"[^>]*><span class="month">Roses bloom in June<\/span><\/span><\/td>/,
    );
    expect(part(chapter)).toContain(`${original('A seed waiting for the sun')}</figcaption>`);
    expect(part(chapter)).toContain(original('Water the beds every evening'));
    expect(part(chapter)).toMatch(/<li>⟦Ûšé ţĥé ĝŕééñ çåñ[^<]*<\/li><li class="verso-original"/);
  });

  it('leaves the navigation document, the NCX and the OPF as single-language lists', async () => {
    const part = await bilingualGarden();
    for (const name of ['OEBPS/nav.xhtml', 'OEBPS/toc.ncx', 'OEBPS/content.opf']) {
      expect(part(name)).not.toContain('verso-original');
      expect(part(name)).not.toMatch(/Table of contents|The first spring|The Quiet Garden/);
    }
  });

  it('adds nothing where nothing was translated', async () => {
    const input = await packFixtureBook('garden-epub3');
    const part = await partsOf(await identityRoundTrip(epubFormat, input, { options: { bilingual: true } }));
    expect(part(chapter)).not.toContain('verso-original');
  });
});
