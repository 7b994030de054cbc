// Writes a package back as a ZIP: entries in their original order, stored ones stored (EPUB and
// OpenDocument need their `mimetype` first and uncompressed), the rest deflated. A large part nothing
// read is streamed from the upload, one at a time, never held inflated.
import { ZipFile } from 'yazl';
import type { OfficePackage } from './office-package';
import { unreadPartOpener } from './stored-part';

// A fixed date keeps rebuilt packages reproducible: the same translation gives the same bytes.
const entryDate = new Date('2000-01-01T00:00:00Z');

export function writePackage(pkg: OfficePackage): Promise<Buffer> {
  const zip = new ZipFile();
  return new Promise((resolve, reject) => {
    for (const entry of pkg.entries) {
      const options = { compress: entry.compressed, mtime: entryDate };
      const openUnread = unreadPartOpener(entry);
      if (!openUnread) zip.addBuffer(entry.data, entry.name, options);
      else {
        zip.addReadStreamLazy(entry.name, options, (opened) => {
          const stream = openUnread();
          stream.on('error', reject);
          opened(null, stream);
        });
      }
    }
    zip.end();
    zip.on('error', reject);
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
