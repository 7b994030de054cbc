// OpenDocument texts a hostile upload could use against the server the moment LibreOffice opens them:
// a Basic macro bound to the document's open event, and an image linked from a URL.
import { writePackage } from '../../formats/office-package/write-package';

const part = (name: string, text: string, compressed = true) => ({
  name,
  data: Buffer.from(text),
  compressed,
});

const manifest = (parts: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
${parts.map((name) => ` <manifest:file-entry manifest:full-path="${name}" manifest:media-type="text/xml"/>`).join('\n')}
</manifest:manifest>`;

/** An ODT of `content.xml` and further XML parts. */
function odt(content: string, parts: Record<string, string> = {}): Promise<Buffer> {
  return writePackage({
    entries: [
      part('mimetype', 'application/vnd.oasis.opendocument.text', false),
      part('META-INF/manifest.xml', manifest(['content.xml', ...Object.keys(parts)])),
      part('content.xml', content),
      ...Object.entries(parts).map(([name, text]) => part(name, text)),
    ],
  });
}

const documentContent = (scripts: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.2">
 ${scripts}
 <office:body><office:text>${body}</office:text></office:body>
</office:document-content>`;

// The event binding LibreOffice itself writes for Tools › Customize › Events › Open Document.
const openEventMacro = `<office:scripts><office:event-listeners>
  <script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document" xlink:type="simple"/>
 </office:event-listeners></office:scripts>`;

const libraries = `<?xml version="1.0" encoding="UTF-8"?>
<library:libraries xmlns:library="http://openoffice.org/2000/library" xmlns:xlink="http://www.w3.org/1999/xlink">
 <library:library library:name="Standard" library:link="false"/>
</library:libraries>`;

const library = `<?xml version="1.0" encoding="UTF-8"?>
<library:library xmlns:library="http://openoffice.org/2000/library" library:name="Standard" library:readonly="false" library:passwordprotected="false">
 <library:element library:name="Module1"/>
</library:library>`;

const module = (markerFile: string) => `<?xml version="1.0" encoding="UTF-8"?>
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">Sub Main
  Open &quot;${markerFile}&quot; For Output As #1
  Print #1, &quot;the macro ran&quot;
  Close #1
End Sub
</script:module>`;

/** An ODT whose open-event macro writes `markerFile`. */
export function odtWithAutoRunMacro(markerFile: string): Promise<Buffer> {
  return odt(documentContent(openEventMacro, '<text:p>Opening this document runs a macro.</text:p>'), {
    'Basic/script-lc.xml': libraries,
    'Basic/Standard/script-lb.xml': library,
    'Basic/Standard/Module1.xml': module(markerFile),
  });
}

/** An ODT showing an image that is not in the file but linked from `url`. */
export function odtWithLinkedImage(url: string): Promise<Buffer> {
  const image = `<text:p><draw:frame svg:width="5cm" svg:height="5cm" text:anchor-type="paragraph"><draw:image xlink:href="${url}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>`;
  return odt(documentContent('', `<text:p>The image below lives on another server.</text:p>${image}`));
}
