// An OpenDocument text whose Basic macro, bound to the document's open event, writes a file: what a
// hostile upload would use to run code on the server the moment LibreOffice opens it.
import { writePackage } from '../../formats/office-package/write-package';

const part = (name: string, text: string, compressed = true) => ({
  name,
  data: Buffer.from(text),
  compressed,
});

const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="Basic/script-lc.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="Basic/Standard/script-lb.xml" manifest:media-type="text/xml"/>
 <manifest:file-entry manifest:full-path="Basic/Standard/Module1.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;

// The event binding LibreOffice itself writes for Tools › Customize › Events › Open Document.
const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.2">
 <office:scripts><office:event-listeners>
  <script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document" xlink:type="simple"/>
 </office:event-listeners></office:scripts>
 <office:body><office:text><text:p>Opening this document runs a macro.</text:p></office:text></office:body>
</office:document-content>`;

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
  return writePackage({
    entries: [
      part('mimetype', 'application/vnd.oasis.opendocument.text', false),
      part('META-INF/manifest.xml', manifest),
      part('content.xml', content),
      part('Basic/script-lc.xml', libraries),
      part('Basic/Standard/script-lb.xml', library),
      part('Basic/Standard/Module1.xml', module(markerFile)),
    ],
  });
}
