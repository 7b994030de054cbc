// Writes a package back as a ZIP: entries in their original order, stored ones stored (EPUB and
// OpenDocument need their `mimetype` first and uncompressed), the rest deflated. A part the rebuild left
// as it was keeps the bytes it had in the upload, so only the parts a translation changed are deflated:
// a presentation of hundreds of slides no longer inflates and deflates its layouts, masters and pictures.
import { promisify } from 'node:util';
import { crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { OfficePackage, PackageEntry } from './office-package';
import { largePartBytes } from './package-limits';
import { uploadedBytes } from './stored-part';
import { type ZipMember, zipArchive } from './zip-archive';

const deflateRawAsync = promisify(deflateRaw);

/** An entry's bytes compressed as it asks: small parts in one call, large ones off the event loop. */
async function compressed(entry: PackageEntry): Promise<ZipMember> {
  const { name, data } = entry;
  const member = { name, deflated: entry.compressed, crc: crc32(data), size: data.length };
  if (!entry.compressed) return { ...member, bytes: data };
  const bytes = data.length > largePartBytes ? await deflateRawAsync(data) : deflateRawSync(data);
  return { ...member, bytes };
}

async function member(entry: PackageEntry): Promise<ZipMember> {
  const uploaded = uploadedBytes(entry);
  if (!uploaded || uploaded.part.deflated !== entry.compressed) return compressed(entry);
  await uploaded.check();
  const { part } = uploaded;
  return {
    name: entry.name,
    deflated: part.deflated,
    crc: part.crc,
    size: part.size,
    bytes: part.compressed,
  };
}

export async function writePackage(pkg: OfficePackage): Promise<Buffer> {
  const members: ZipMember[] = [];
  for (const entry of pkg.entries) members.push(await member(entry));
  return zipArchive(members);
}
