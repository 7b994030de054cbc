// Writes a package back as a ZIP: entries in their original order, stored ones stored (EPUB and
// OpenDocument need their `mimetype` first and uncompressed), the rest deflated.
import { ZipFile } from 'yazl';
import type { OfficePackage } from './office-package';

// A fixed date keeps rebuilt packages reproducible: the same translation gives the same bytes.
const entryDate = new Date('2000-01-01T00:00:00Z');

export function writePackage(pkg: OfficePackage): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of pkg.entries) {
    zip.addBuffer(entry.data, entry.name, { compress: entry.compressed, mtime: entryDate });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
