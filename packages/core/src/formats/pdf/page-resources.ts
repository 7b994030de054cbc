// A page's resources made its own before they are changed: they may be inherited from the page tree
// or shared with other pages, which must not see Verso's fonts or edited forms.
import type { PDFDocument, PDFObject } from 'mupdf';

function copied(document: PDFDocument, dictionary: PDFObject): PDFObject {
  const copy = document.newDictionary();
  if (dictionary.isDictionary())
    dictionary.forEach((value, key) => {
      copy.put(key, value);
    });
  return copy;
}

/** The page's /Resources, a direct copy in the page when it had none of its own. */
export function ownResources(document: PDFDocument, page: PDFObject): PDFObject {
  const own = page.get('Resources');
  if (!own.isNull()) return own;
  const copy = copied(document, page.getInheritable('Resources'));
  page.put('Resources', copy);
  return copy;
}

/** A copy of the resources' `kind` dictionary (Font, XObject…), put in their place. */
export function ownSubdictionary(document: PDFDocument, resources: PDFObject, kind: string): PDFObject {
  const copy = copied(document, resources.get(kind));
  resources.put(kind, copy);
  return copy;
}
