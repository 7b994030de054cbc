// The structural check every EPUB the tests produce must pass, the way a reading system opens a
// book: `mimetype` first and stored, the container naming an OPF that exists, every manifest item in
// the package, every spine entry in the manifest, every XHTML and XML part well-formed.
import { SaxesParser } from 'saxes';
import { findEntry, type OfficePackage, readPackage } from '../../office-package';
import { parseXml } from '../../xml-toolkit/safe-xml';
import { childElements, descendants, firstChild, localName } from '../../xml-toolkit/xml-tree';
import { resolvePart } from '../part-paths';

const mimetype = 'application/epub+zip';

/** What saxes finds wrong with the XML (namespaces included), or nothing. */
function xmlProblem(data: Buffer): string | undefined {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let problem: string | undefined;
  parser.on('error', (error) => {
    problem ??= error.message;
  });
  try {
    parser.write(data.toString('utf8').replace(/^\uFEFF/, '')).close();
  } catch (error) {
    problem ??= String(error);
  }
  return problem;
}

function mimetypeProblems(epub: Buffer, pkg: OfficePackage): string[] {
  const first = pkg.entries[0];
  const problems: string[] = [];
  if (first?.name !== 'mimetype') problems.push('mimetype is not the first entry');
  if (first?.compressed) problems.push('mimetype is compressed');
  if (first?.data.toString('latin1') !== mimetype)
    problems.push('mimetype does not say application/epub+zip');
  // Readers sniff the bytes: the name at offset 30, the content right after it.
  if (epub.toString('latin1', 30, 58) !== `mimetype${mimetype}`)
    problems.push('mimetype is not at offset 30');
  return problems;
}

function packageProblems(pkg: OfficePackage): string[] {
  const container = parseXml(findEntry(pkg, 'META-INF/container.xml')?.data ?? Buffer.from(''), 'EPUB');
  const rootfile = descendants(container.root).find((element) => localName(element) === 'rootfile');
  const opfName = rootfile?.attributes['full-path'] ?? '';
  const opfEntry = findEntry(pkg, opfName);
  if (!opfEntry) return [`the container names the package document "${opfName}", which is missing`];
  const opf = parseXml(opfEntry.data, 'EPUB').root;
  const items = childElements(firstChild(opf, 'manifest') ?? opf, 'item');
  const ids = new Set(items.map((item) => item.attributes.id));
  const missing = items
    .map((item) => item.attributes.href ?? '')
    .filter((href) => !/^[a-z]+:/i.test(href) && !findEntry(pkg, resolvePart(opfName, href)))
    .map((href) => `the manifest item ${href} is missing`);
  const strays = childElements(firstChild(opf, 'spine') ?? opf, 'itemref')
    .filter((itemref) => !ids.has(itemref.attributes.idref))
    .map((itemref) => `the spine entry ${itemref.attributes.idref} is not in the manifest`);
  return [...missing, ...strays];
}

/** Every problem found, as sentences; empty for a sound book. */
export async function epubStructureProblems(epub: Buffer): Promise<string[]> {
  const pkg = await readPackage(epub, 'EPUB');
  if (!findEntry(pkg, 'META-INF/container.xml')) return ['META-INF/container.xml is missing'];
  const malformed = pkg.entries
    .filter((entry) => /\.(xhtml|html|htm|xml|opf|ncx|smil|svg)$/i.test(entry.name))
    .flatMap((entry) => {
      const problem = xmlProblem(entry.data);
      return problem ? [`${entry.name} is not well-formed XML: ${problem}`] : [];
    });
  return [...mimetypeProblems(epub, pkg), ...packageProblems(pkg), ...malformed];
}
