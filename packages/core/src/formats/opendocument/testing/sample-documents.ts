// Small documents written for the tests, one per kind, each holding every place its kind keeps text:
// a styled letter (bold spans split by revision ids, a link, a footnote, a comment, a frame with a
// captioned image, a table, a header and footer), a workbook of two sheets that refer to each other,
// and a presentation with notes, a hidden slide and a master.
import { type OfficePackage, writePackage } from '../../office-package';

const namespaces = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0"',
  'xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0"',
  'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
  'xmlns:officeooo="http://openoffice.org/2009/office"',
].join(' ');

const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SampleParts {
  mimeType: string;
  content: string;
  styles: string;
  meta?: string;
  settings?: string;
  /** The body of an embedded chart, `Object 1/content.xml`. */
  chart?: string;
  /** PNG pictures by their path in the package (`Pictures/sign.png`). */
  pictures?: Record<string, Buffer>;
}

const chartType = 'application/vnd.oasis.opendocument.chart';

function manifest(mimeType: string, parts: readonly string[], pictures: readonly string[]): string {
  const entries = [
    ...parts.map(
      (part) => ` <manifest:file-entry manifest:full-path="${part}" manifest:media-type="text/xml"/>\n`,
    ),
    ...pictures.map(
      (picture) =>
        ` <manifest:file-entry manifest:full-path="${picture}" manifest:media-type="image/png"/>\n`,
    ),
  ];
  if (parts.includes('Object 1/content.xml')) {
    entries.push(
      ` <manifest:file-entry manifest:full-path="Object 1/" manifest:media-type="${chartType}"/>\n`,
    );
  }
  return `${declaration}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${mimeType}"/>
${entries.join('')}</manifest:manifest>
`;
}

/** A package as LibreOffice writes one: `mimetype` first and stored, then the XML parts, deflated. */
export function samplePackage(parts: SampleParts): OfficePackage {
  const xmlParts: [string, string][] = [
    [
      'content.xml',
      `${declaration}<office:document-content ${namespaces} office:version="1.2">${parts.content}</office:document-content>`,
    ],
    [
      'styles.xml',
      `${declaration}<office:document-styles ${namespaces} office:version="1.2">${parts.styles}</office:document-styles>`,
    ],
  ];
  if (parts.meta) {
    xmlParts.push([
      'meta.xml',
      `${declaration}<office:document-meta ${namespaces} office:version="1.2"><office:meta>${parts.meta}</office:meta></office:document-meta>`,
    ]);
  }
  if (parts.settings) {
    xmlParts.push([
      'settings.xml',
      `${declaration}<office:document-settings ${namespaces} office:version="1.2"><office:settings>${parts.settings}</office:settings></office:document-settings>`,
    ]);
  }
  if (parts.chart) {
    xmlParts.push([
      'Object 1/content.xml',
      `${declaration}<office:document-content ${namespaces} office:version="1.2"><office:body><office:chart>${parts.chart}</office:chart></office:body></office:document-content>`,
    ]);
  }
  const names = xmlParts.map(([name]) => name);
  const pictures = Object.entries(parts.pictures ?? {});
  const pictureNames = pictures.map(([name]) => name);
  return {
    entries: [
      { name: 'mimetype', data: Buffer.from(parts.mimeType), compressed: false },
      ...xmlParts.map(([name, xml]) => ({ name, data: Buffer.from(xml), compressed: true })),
      ...pictures.map(([name, data]) => ({ name, data, compressed: true })),
      {
        name: 'META-INF/manifest.xml',
        data: Buffer.from(manifest(parts.mimeType, names, pictureNames)),
        compressed: true,
      },
    ],
  };
}

const textStyles = `<office:automatic-styles>
<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold" officeooo:rsid="0011"/></style:style>
<style:style style:name="T2" style:family="text"><style:text-properties fo:font-weight="bold" officeooo:rsid="0022"/></style:style>
<style:style style:name="T3" style:family="text"><style:text-properties officeooo:rsid="0033"/></style:style>
<style:style style:name="T4" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="fr1" style:family="graphic"/>
</office:automatic-styles>`;

export const styledLetter = (): Promise<Buffer> =>
  writePackage(
    samplePackage({
      mimeType: 'application/vnd.oasis.opendocument.text',
      content: `${textStyles}<office:body><office:text>
<text:h text:style-name="Heading_20_1" text:outline-level="1">Annual garden report</text:h>
<text:p text:style-name="Standard">The <text:span text:style-name="T1">old</text:span><text:span text:style-name="T2"> garden</text:span> opens <text:span text:style-name="T3">every</text:span> morning<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">Except on <text:span text:style-name="T4">public</text:span> holidays.</text:p></text:note-body></text:note> and closes at night.</text:p>
<text:p text:style-name="Standard">Read the <text:a xlink:type="simple" xlink:href="https://example.com/guide" office:title="Opens the guide">visitor guide</text:a> before you come.<office:annotation><dc:creator>Ann</dc:creator><dc:date>2024-01-01T00:00:00</dc:date><text:p>Check this sentence again.</text:p></office:annotation></text:p>
<text:p text:style-name="Standard">Tickets:<text:tab/>five euros<text:line-break/>Children  go free.</text:p>
<text:p text:style-name="Standard"><draw:frame draw:style-name="fr1" draw:name="Frame1" text:anchor-type="paragraph" svg:width="5cm"><draw:text-box><text:p text:style-name="Caption"><draw:frame draw:name="Image1" svg:width="2cm" svg:height="2cm"><draw:image xlink:href="Pictures/none.png" xlink:type="simple"/><svg:title>A red rose</svg:title><svg:desc>The rose garden in June</svg:desc></draw:frame>The rose garden</text:p></draw:text-box></draw:frame>Flowers bloom in spring.</text:p>
<table:table table:name="Hours"><table:table-column table:number-columns-repeated="2"/>
<table:table-row><table:table-cell office:value-type="string"><text:p>Monday</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="9"><text:p>9</text:p></table:table-cell></table:table-row>
</table:table>
<text:p text:style-name="Standard">Run <text:span text:style-name="Source_20_Text">garden --water</text:span> every day.</text:p>
<text:p text:style-name="Preformatted_20_Text">npm install garden-tools</text:p>
<text:list><text:list-item><text:p>Water the plants</text:p></text:list-item><text:list-item><text:p>Cut the grass</text:p></text:list-item></text:list>
</office:text></office:body>`,
      styles: `<office:styles><style:default-style style:family="paragraph"><style:paragraph-properties style:writing-mode="page"/><style:text-properties fo:language="en" fo:country="GB"/></style:default-style></office:styles>
<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" style:writing-mode="lr-tb"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header><text:p>City garden newsletter</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number> of the report</text:p></style:footer></style:master-page></office:master-styles>`,
      meta: '<dc:title>Garden report</dc:title><dc:subject>Gardens</dc:subject><dc:description>A report on the city garden</dc:description><meta:keyword>flowers</meta:keyword><dc:language>en-GB</dc:language>',
    }),
  );

const cell = (text: string) =>
  `<table:table-cell office:value-type="string"><text:p>${text}</text:p></table:table-cell>`;

const priceChart = `<chart:chart svg:width="8cm" svg:height="6cm" chart:class="chart:bar">
<chart:title><text:p>Fruit sales</text:p></chart:title><chart:legend chart:legend-position="end"/>
<chart:plot-area table:cell-range-address="Prices.A1:Prices.B2" chart:data-source-has-labels="none">
<chart:axis chart:dimension="x" chart:name="primary-x"><chart:title><text:p>Fruit kinds</text:p></chart:title><chart:categories table:cell-range-address="local-table.A2:.A3"/></chart:axis>
<chart:axis chart:dimension="y" chart:name="primary-y"/>
<chart:series chart:values-cell-range-address="local-table.B2:.B3" chart:label-cell-address="local-table.B1"><chart:data-point chart:repeated="2"/></chart:series>
</chart:plot-area>
<table:table table:name="local-table"><table:table-header-columns><table:table-column/></table:table-header-columns><table:table-columns><table:table-column/></table:table-columns>
<table:table-header-rows><table:table-row><table:table-cell><text:p/></table:table-cell><table:table-cell office:value-type="string"><text:p>Price</text:p></table:table-cell></table:table-row></table:table-header-rows>
<table:table-rows><table:table-row><table:table-cell office:value-type="string"><text:p>Apples</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell></table:table-row>
<table:table-row><table:table-cell office:value-type="string"><text:p>Pears</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="0.5"><text:p>0.5</text:p></table:table-cell></table:table-row></table:table-rows></table:table>
</chart:chart>`;

export const twoSheetWorkbook = (): Promise<Buffer> =>
  writePackage(
    samplePackage({
      mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
      content: `<office:automatic-styles><style:style style:name="ce1" style:family="table-cell"><style:text-properties fo:language="en" fo:country="US"/></style:style><style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style></office:automatic-styles>
<office:body><office:spreadsheet>
<table:content-validations><table:content-validation table:name="val1" table:condition="of:cell-content-is-whole-number()" table:base-cell-address="Prices.B1"><table:help-message table:title="Price help" table:display="true"><text:p>Enter a whole number</text:p></table:help-message></table:content-validation></table:content-validations>
<table:table table:name="Prices" table:print-ranges="Prices.A1:Prices.B3">
<table:table-column table:number-columns-repeated="2"/>
<table:table-row>${cell('Apples')}<table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell></table:table-row>
<table:table-row>${cell('Fresh <text:span text:style-name="T1">green</text:span> pears')}<table:table-cell office:value-type="percentage" office:value="0.5"><text:p>50%</text:p></table:table-cell></table:table-row>
<table:table-row><table:table-cell office:value-type="date" office:date-value="2024-03-01"><text:p>March 1</text:p></table:table-cell><table:table-cell office:value-type="string" table:formula="of:=CONCATENATE(&quot;Total &quot;;&quot;cost&quot;)"><text:p>Total cost</text:p></table:table-cell></table:table-row>
<table:table-row><table:table-cell office:value-type="string" office:string-value="Ripe bananas"><text:p>Ripe bananas</text:p></table:table-cell></table:table-row>
</table:table>
<table:table table:name="Summary and totals"><table:shapes><draw:frame svg:x="6cm" svg:y="0cm" svg:width="8cm" svg:height="6cm"><draw:object draw:notify-on-update-of-ranges="Prices.A1:Prices.B2" xlink:href="./Object 1" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></table:shapes>
<table:table-row>${cell('Twice the apples')}<table:table-cell table:formula="of:=['Prices'.B1]*2" office:value-type="float" office:value="6"><text:p>6</text:p></table:table-cell></table:table-row>
<table:table-row>${cell('<text:a xlink:href="#Prices.A1" xlink:type="simple">See the prices</text:a>')}<table:table-cell table:formula="of:=SUM([$Prices.B1:.B2])+[.B1]" office:value-type="float" office:value="9.5"><office:annotation><dc:creator>Ann</dc:creator><text:p>Sum of all the prices</text:p></office:annotation><text:p>9.5</text:p></table:table-cell></table:table-row>
<table:table-row><table:table-cell table:formula="of:=&quot;Prices.B1&quot;&amp;['Summary and totals'.A1]" office:value-type="string" office:string-value="x"><text:p>Prices.B1Twice the apples</text:p></table:table-cell></table:table-row>
</table:table>
<table:named-expressions><table:named-range table:name="unit" table:base-cell-address="$Prices.$A$1" table:cell-range-address="$Prices.$B$1:.$B$2"/></table:named-expressions>
</office:spreadsheet></office:body>`,
      styles: `<office:styles><style:default-style style:family="table-cell"><style:text-properties fo:language="en" fo:country="US"/></style:default-style></office:styles>
<office:master-styles><style:master-page style:name="Default"><style:header><style:region-left><text:p>Fruit prices</text:p></style:region-left></style:header><style:footer><text:p>Sheet <text:sheet-name>???</text:sheet-name></text:p></style:footer></style:master-page></office:master-styles>`,
      meta: '<dc:title>Fruit prices</dc:title>',
      chart: priceChart,
      settings: `<config:config-item-set config:name="ooo:view-settings"><config:config-item-map-indexed config:name="Views"><config:config-item-map-entry><config:config-item config:name="ActiveTable" config:type="string">Summary and totals</config:config-item><config:config-item-map-named config:name="Tables"><config:config-item-map-entry config:name="Prices"><config:config-item config:name="CursorPositionX" config:type="int">0</config:config-item></config:config-item-map-entry><config:config-item-map-entry config:name="Summary and totals"><config:config-item config:name="CursorPositionX" config:type="int">1</config:config-item></config:config-item-map-entry></config:config-item-map-named></config:config-item-map-entry></config:config-item-map-indexed></config:config-item-set>`,
    }),
  );

const frameTops: Record<string, string> = { title: '1cm', outline: '5cm', notes: '14cm' };

/** A frame's automatic style: a fixed title box, an outline that grows with its text, the notes. */
const frameStyles: Record<string, string> = {
  title:
    '<style:style style:name="pr1" style:family="presentation"><style:graphic-properties draw:auto-grow-height="false" fo:min-height="3cm"/></style:style>',
  outline:
    '<style:style style:name="pr2" style:family="presentation"><style:graphic-properties draw:auto-grow-height="true"/></style:style>',
  notes:
    '<style:style style:name="pr3" style:family="presentation"><style:graphic-properties fo:min-height="6cm"/></style:style>',
};
const frameStyleNames: Record<string, string> = { title: 'pr1', outline: 'pr2', notes: 'pr3' };

const textFrame = (presentationClass: string, paragraphs: string) =>
  `<draw:frame presentation:style-name="${frameStyleNames[presentationClass]}" presentation:class="${presentationClass}" svg:x="2cm" svg:y="${frameTops[presentationClass]}" svg:width="20cm" svg:height="3cm"><draw:text-box>${paragraphs}</draw:text-box></draw:frame>`;

const notes = (text: string) =>
  `<presentation:notes><draw:page-thumbnail presentation:class="page"/>${textFrame('notes', `<text:p>${text}</text:p>`)}</presentation:notes>`;

export const notesPresentation = (): Promise<Buffer> =>
  writePackage(
    samplePackage({
      mimeType: 'application/vnd.oasis.opendocument.presentation',
      content: `<office:automatic-styles><style:style style:name="dp1" style:family="drawing-page"/><style:style style:name="dp2" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="hidden"/></style:style><style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>${Object.values(frameStyles).join('')}</office:automatic-styles>
<office:body><office:presentation>
<presentation:footer-decl presentation:name="ftr1">Garden club meeting</presentation:footer-decl>
<draw:page draw:name="page1" draw:style-name="dp1" draw:master-page-name="Default" presentation:use-footer-name="ftr1">
${textFrame('title', '<text:p>Welcome to the garden</text:p>')}
${textFrame('outline', '<text:list><text:list-item><text:p>Plant the <text:span text:style-name="T1">tulips</text:span> early</text:p></text:list-item></text:list>')}
<draw:custom-shape svg:x="2cm" svg:y="12cm" svg:width="6cm" svg:height="2cm"><text:p>Bring your gloves</text:p><draw:enhanced-geometry draw:type="rectangle"/></draw:custom-shape>
${notes('Speak slowly about the tulips')}
</draw:page>
<draw:page draw:name="page2" draw:style-name="dp2" draw:master-page-name="Default">
${textFrame('title', '<text:p>Secret budget slide</text:p>')}
${notes('Do not show the budget')}
</draw:page>
</office:presentation></office:body>`,
      styles: `<office:styles><style:default-style style:family="graphic"><style:text-properties fo:language="en" fo:country="US"/></style:default-style></office:styles>
<office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="21cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"><draw:frame svg:x="1cm" svg:y="19cm" svg:width="10cm" svg:height="1cm"><draw:text-box><text:p>Club members only</text:p></draw:text-box></draw:frame>${notes('Master notes text')}</style:master-page></office:master-styles>`,
      meta: '<dc:title>Garden club</dc:title>',
    }),
  );
