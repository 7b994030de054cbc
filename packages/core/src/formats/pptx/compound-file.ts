// Two uploads that look like a presentation but are not a PPTX package: a password-protected
// presentation (Office encrypts the package inside an OLE compound file) and an old PowerPoint 97–2003
// `.ppt`, which is a compound file too. Each gets a message saying what to do.
import { UserFacingError } from '../../errors';
import { pptxName } from './pptx-errors';

const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an encrypted Office package keeps its key data in, named in UTF-16 in the directory. */
const encryptionStream = Buffer.from('EncryptionInfo', 'utf16le');

export function refuseCompoundFile(input: Buffer): void {
  if (!input.subarray(0, compoundFileSignature.length).equals(compoundFileSignature)) return;
  const message = input.includes(encryptionStream)
    ? `This ${pptxName} file is protected by a password, so Verso cannot read it. Remove the password in PowerPoint (File › Info › Protect Presentation) and upload it again.`
    : `This file is an old PowerPoint 97–2003 presentation (.ppt), not a ${pptxName} file. Save it as .pptx in PowerPoint or LibreOffice and upload it again.`;
  throw new UserFacingError('bad_file', message);
}
