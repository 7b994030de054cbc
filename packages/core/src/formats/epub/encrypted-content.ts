// A book sold with DRM has its content documents encrypted (listed in META-INF/encryption.xml):
// there is no text to read, and the user is told so rather than that the XHTML is malformed. Fonts
// obfuscated the standard way are listed there too, and are fine: they are copied as they are.
import { UserFacingError } from '../../errors';
import { type OfficePackage, parsePart } from '../office-package';
import { descendants, localName } from '../xml-toolkit/xml-tree';
import { epubName } from './epub-errors';
import { resolvePart } from './part-paths';

const encryptionPart = 'META-INF/encryption.xml';

function encryptedParts(pkg: OfficePackage): Set<string> {
  const encryption = parsePart(pkg, encryptionPart, epubName);
  if (!encryption) return new Set();
  const uris = descendants(encryption.root)
    .filter((element) => localName(element) === 'CipherReference')
    .flatMap((element) => element.attributes.URI ?? []);
  // Its references are relative to the package's root, not to META-INF.
  return new Set(uris.map((uri) => resolvePart('', uri)));
}

export function refuseEncryptedContent(pkg: OfficePackage, contentParts: readonly string[]): void {
  const encrypted = encryptedParts(pkg);
  const locked = contentParts.find((part) => encrypted.has(part));
  if (!locked) return;
  throw new UserFacingError(
    'bad_file',
    'This EPUB file is protected by DRM: its text is encrypted, so it cannot be translated. Use a copy without DRM.',
    { part: locked },
  );
}
