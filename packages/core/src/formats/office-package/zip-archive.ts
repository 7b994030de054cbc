// The ZIP container itself (PKWARE's APPNOTE, section 4.3): each member's local header and bytes, then
// the central directory and its end record. Members come already compressed, so writing one is a copy.
// No ZIP64: package limits keep a rebuilt package far below 4 GB and 65,535 members.

export interface ZipMember {
  name: string;
  /** Deflated (method 8) or stored (method 0). */
  deflated: boolean;
  /** CRC-32 and size of the uncompressed bytes. */
  crc: number;
  size: number;
  /** The member's bytes as written: deflated or stored. */
  bytes: Buffer;
}

const localHeaderBytes = 30;
const centralHeaderBytes = 46;
const endRecordBytes = 22;
const zip32Limit = 0xffffffff;
// Version 2.0: the first to know deflate. Every reader of office documents reads it.
const version = 20;
// Names that are not plain ASCII are flagged as UTF-8 (general purpose bit 11).
const utf8Flag = 0x0800;
// A fixed date, 2000-01-01 00:00, keeps rebuilt packages reproducible: the same translation gives the same
// bytes. MS-DOS dates count years from 1980.
const dosDate = ((2000 - 1980) << 9) | (1 << 5) | 1;
const dosTime = 0;

/** The fields the local header and the central directory share, from "version needed" on. */
function writeCommon(header: Buffer, at: number, member: ZipMember, name: Buffer): void {
  header.writeUInt16LE(version, at);
  header.writeUInt16LE(name.length === member.name.length ? 0 : utf8Flag, at + 2);
  header.writeUInt16LE(member.deflated ? 8 : 0, at + 4);
  header.writeUInt16LE(dosTime, at + 6);
  header.writeUInt16LE(dosDate, at + 8);
  header.writeUInt32LE(member.crc >>> 0, at + 10);
  header.writeUInt32LE(member.bytes.length, at + 14);
  header.writeUInt32LE(member.size, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

function localHeader(member: ZipMember, name: Buffer): Buffer {
  const header = Buffer.alloc(localHeaderBytes);
  header.writeUInt32LE(0x04034b50, 0);
  writeCommon(header, 4, member, name);
  return header;
}

function centralHeader(member: ZipMember, name: Buffer, offset: number): Buffer {
  const header = Buffer.alloc(centralHeaderBytes);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  writeCommon(header, 6, member, name);
  header.writeUInt32LE(offset, 42);
  return header;
}

function endRecord(count: number, directoryBytes: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(endRecordBytes);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(directoryBytes, 12);
  record.writeUInt32LE(directoryOffset, 16);
  return record;
}

/** The ZIP file holding `members`, in their order. */
export function zipArchive(members: ZipMember[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const member of members) {
    const name = Buffer.from(member.name, 'utf8');
    if (offset > zip32Limit || member.size > zip32Limit)
      throw new RangeError('A package past 4 GB needs ZIP64.');
    directory.push(centralHeader(member, name, offset), name);
    chunks.push(localHeader(member, name), name, member.bytes);
    offset += localHeaderBytes + name.length + member.bytes.length;
  }
  if (members.length > 0xffff || offset > zip32Limit)
    throw new RangeError('A package this large needs ZIP64.');
  const directoryBytes = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  return Buffer.concat([...chunks, ...directory, endRecord(members.length, directoryBytes, offset)]);
}
