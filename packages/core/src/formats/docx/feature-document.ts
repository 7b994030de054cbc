// A generated Word document with one of every place DOCX text lives that the corpus lacks or has
// rarely: first/even/odd headers and footers, notes, comments, a text box as DrawingML with its VML
// fallback, a chart, SmartArt, fields, tracked changes, a hyperlink, alt text and core properties.
import { type SamplePart, sampleDocx, wordNamespaces } from './sample-package';

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const story = (root: string, content: string) =>
  `${declaration}<w:${root} ${wordNamespaces}>${content}</w:${root}>`;

const headerFooter = (kind: 'hdr' | 'ftr', text: string, field = '') =>
  story(kind, `<w:p><w:r><w:t xml:space="preserve">${text} </w:t></w:r>${field}</w:p>`);
const pageField = '<w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>';

const textBoxShape = (text: string) =>
  `<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr><wps:txbx><w:txbxContent>${paragraph(text)}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp>`;

const textBox =
  '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">' +
  '<wp:extent cx="1828800" cy="457200"/><wp:docPr id="1" name="Text Box 1" descr="A green tree in the garden"/>' +
  '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">' +
  `${textBoxShape('The green tree is tall.')}</a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice>` +
  '<mc:Fallback><w:pict><v:shape id="box1" style="width:144pt;height:36pt" type="#_x0000_t202"><v:textbox><w:txbxContent>' +
  `${paragraph('The green tree is tall.')}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

const chartFrame =
  '<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="4572000" cy="2743200"/>' +
  '<wp:docPr id="2" name="Chart 1" title="Fruit sold each month"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">' +
  '<c:chart r:id="rIdChart"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';

const chart = `${declaration}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:rPr lang="en-US" b="1"/><a:t>The fruit we sold</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:plotArea><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Sales</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:f>Sheet1!$A$2:$A$3</c:f><c:strCache><c:ptCount val="2"/><c:pt idx="0"><c:v>Apples</c:v></c:pt><c:pt idx="1"><c:v>Pears</c:v></c:pt></c:strCache></c:strRef></c:cat><c:val><c:numRef><c:f>Sheet1!$B$2:$B$3</c:f><c:numCache><c:ptCount val="2"/><c:pt idx="0"><c:v>4</c:v></c:pt><c:pt idx="1"><c:v>7</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>`;

const smartArtData = `${declaration}<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst><dgm:pt modelId="{0}" type="doc"><dgm:t><a:bodyPr/><a:p><a:endParaRPr lang="en-US"/></a:p></dgm:t></dgm:pt><dgm:pt modelId="{1}"><dgm:t><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>The small dog</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst></dgm:dataModel>`;

/** A table of contents as Word writes it: one field whose result is paragraphs of linked entries. */
const tableOfContents =
  '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h </w:instrText></w:r>' +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:hyperlink w:anchor="house"><w:r><w:t>The big house</w:t></w:r><w:r><w:tab/></w:r>' +
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF house \\h </w:instrText></w:r>' +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:hyperlink></w:p>' +
  '<w:p><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';

/** The drawing Word caches of the SmartArt, which other readers show. */
const smartArtDrawing = `${declaration}<dsp:drawing xmlns:dsp="http://schemas.microsoft.com/office/drawing/2008/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/><dsp:sp modelId="{2}"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr><dsp:spPr/><dsp:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-US"/><a:t>The small dog</a:t></a:r></a:p></dsp:txBody></dsp:sp></dsp:spTree></dsp:drawing>`;

const numbering = story(
  'numbering',
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="Step %1:"/><w:lvlJc w:val="left"/></w:lvl>' +
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="o"/><w:lvlJc w:val="left"/></w:lvl></w:abstractNum>' +
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>',
);

const body = [
  tableOfContents,
  '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:bookmarkStart w:id="9" w:name="house"/><w:r><w:t>The big house</w:t></w:r><w:bookmarkEnd w:id="9"/></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">The </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>red</w:t></w:r>' +
    '<w:proofErr w:type="spellStart"/><w:r w:rsidR="00A1"><w:rPr><w:b/><w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve"> car</w:t></w:r><w:proofErr w:type="spellEnd"/>' +
    '<w:r><w:t xml:space="preserve"> is </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>very</w:t></w:r><w:r><w:t xml:space="preserve"> fast.</w:t></w:r>' +
    '<w:r><w:footnoteReference w:id="1"/></w:r></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">Read the </w:t></w:r><w:hyperlink r:id="rIdLink"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>new book</w:t></w:r></w:hyperlink>' +
    '<w:r><w:t xml:space="preserve"> today.</w:t></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>',
  '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>The cat is black.</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">The house is </w:t></w:r><w:del w:id="5" w:author="Ann" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>blue</w:delText></w:r></w:del>' +
    '<w:ins w:id="6" w:author="Ann" w:date="2024-01-01T00:00:00Z"><w:r><w:t>white</w:t></w:r></w:ins><w:r><w:t>.</w:t></w:r></w:p>',
  '<w:p><w:r><w:t xml:space="preserve">See page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF house \\h </w:instrText></w:r>' +
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> for the garden.</w:t></w:r></w:p>',
  '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="4000"/><w:gridCol w:w="4000"/></w:tblGrid><w:tr>' +
    `<w:tc>${paragraph('The water is cold.')}</w:tc><w:tc>${paragraph('The bread is good.')}</w:tc></w:tr></w:tbl>`,
  '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>Open the gate.</w:t></w:r></w:p>',
  textBox,
  chartFrame,
  '<w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/><w:headerReference w:type="first" r:id="rIdH2"/><w:headerReference w:type="even" r:id="rIdH3"/>' +
    '<w:footerReference w:type="default" r:id="rIdF1"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/><w:titlePg/></w:sectPr>',
].join('');

const notes = (kind: 'footnote' | 'endnote', text: string) =>
  story(
    `${kind}s`,
    `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}><w:${kind} w:id="1"><w:p><w:r><w:${kind}Ref/></w:r><w:r><w:t xml:space="preserve"> ${text}</w:t></w:r></w:p></w:${kind}>`,
  );

const wordType = (name: string) => `wordprocessingml.${name}+xml`;

const styles = story(
  'styles',
  '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/><w:lang w:val="en-US" w:eastAsia="ja-JP" w:bidi="ar-SA"/></w:rPr></w:rPrDefault></w:docDefaults>' +
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style>',
);

const parts: SamplePart[] = [
  {
    name: 'word/styles.xml',
    type: wordType('styles'),
    relationship: { type: 'styles', id: 'rIdStyles' },
    xml: styles,
  },
  {
    name: 'word/header1.xml',
    type: wordType('header'),
    relationship: { type: 'header', id: 'rIdH1' },
    xml: headerFooter('hdr', 'The old school'),
  },
  {
    name: 'word/header2.xml',
    type: wordType('header'),
    relationship: { type: 'header', id: 'rIdH2' },
    xml: headerFooter('hdr', 'The first page'),
  },
  {
    name: 'word/header3.xml',
    type: wordType('header'),
    relationship: { type: 'header', id: 'rIdH3' },
    xml: headerFooter('hdr', 'The even page'),
  },
  {
    name: 'word/footer1.xml',
    type: wordType('footer'),
    relationship: { type: 'footer', id: 'rIdF1' },
    xml: headerFooter('ftr', 'The white bird', pageField),
  },
  {
    name: 'word/footnotes.xml',
    type: wordType('footnotes'),
    relationship: { type: 'footnotes', id: 'rIdFn' },
    xml: notes('footnote', 'The yellow flower.'),
  },
  {
    name: 'word/endnotes.xml',
    type: wordType('endnotes'),
    relationship: { type: 'endnotes', id: 'rIdEn' },
    xml: notes('endnote', 'The long road.'),
  },
  {
    name: 'word/comments.xml',
    type: wordType('comments'),
    relationship: { type: 'comments', id: 'rIdC' },
    xml: story(
      'comments',
      `<w:comment w:id="0" w:author="Ann" w:initials="A">${paragraph('The black cat sleeps.')}</w:comment>`,
    ),
  },
  {
    name: 'word/settings.xml',
    type: wordType('settings'),
    relationship: { type: 'settings', id: 'rIdS' },
    xml: story('settings', '<w:evenAndOddHeaders/>'),
  },
  {
    name: 'word/charts/chart1.xml',
    type: 'drawingml.chart+xml',
    relationship: { type: 'chart', id: 'rIdChart' },
    xml: chart,
  },
  {
    name: 'word/diagrams/data1.xml',
    type: 'drawingml.diagramData+xml',
    relationship: { type: 'diagramData', id: 'rIdD' },
    xml: smartArtData,
  },
  {
    name: 'word/numbering.xml',
    type: wordType('numbering'),
    relationship: { type: 'numbering', id: 'rIdNum' },
    xml: numbering,
  },
  {
    name: 'word/diagrams/drawing1.xml',
    type: 'drawingml.diagramDrawing+xml',
    relationship: {
      type: 'http://schemas.microsoft.com/office/2007/relationships/diagramDrawing',
      id: 'rIdDD',
    },
    xml: smartArtDrawing,
  },
];

/** A Word document with text in every place the format translates. */
export function featureDocument(): Promise<Buffer> {
  return sampleDocx({
    body,
    parts,
    links: { rIdLink: 'https://example.org/book' },
    properties: {
      title: 'The garden book',
      subject: 'Trees and flowers',
      keywords: 'garden, trees',
      description: 'A book about the garden.',
    },
  });
}
