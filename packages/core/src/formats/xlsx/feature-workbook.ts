// A workbook with one of everything the format translates or must keep, built for the tests: rich and
// phonetic shared strings, codes stored as text, an inline string, formulas, validations, conditional
// formatting and hyperlinks naming the other sheet, headers and footers, comments (classic and
// threaded), a text box, a chart, and a table whose columns formulas name.
import { buildWorkbook, type ExtraPart, worksheetXml } from './build-workbook';

const a = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const c = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xdr = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const types = 'application/vnd.openxmlformats-officedocument.';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relationships = (items: string) =>
  `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;

export const featureStrings = [
  '<si><t>Quarterly sales</t></si>',
  '<si><r><t xml:space="preserve">The </t></r><r><rPr><b/><sz val="11"/></rPr><t>best</t></r><r><t xml:space="preserve"> month of the year</t></r></si>',
  '<si><t>SKU-123</t></si>',
  '<si><t>12345</t></si>',
  '<si><t>https://example.com/catalogue</t></si>',
  '<si><t>sales@example.com</t></si>',
  '<si><t>Tokyo office</t><rPh sb="0" eb="5"><t>トウキョウ</t></rPh><phoneticPr fontId="0" type="noConversion"/></si>',
  '<si><t>Total</t></si>',
  '<si><t>Go to the data</t></si>',
  '<si><t>Product</t></si>',
];

const cell = (ref: string, body: string, attributes = '') => `<c r="${ref}"${attributes}>${body}</c>`;
const shared = (ref: string, index: number) => cell(ref, `<v>${index}</v>`, ' t="s"');

const reportRows = [
  `<row r="1">${shared('A1', 0)}${shared('B1', 1)}</row>`,
  `<row r="2">${shared('A2', 2)}${shared('B2', 3)}</row>`,
  `<row r="3">${shared('A3', 4)}${shared('B3', 5)}</row>`,
  `<row r="4">${shared('A4', 6)}${shared('B4', 8)}</row>`,
  `<row r="5">${cell('A5', '<is><t>Shipped on time</t></is>', ' t="inlineStr"')}${cell('B5', '<v>42</v>')}${cell('C5', '<f>Data!B1*2</f><v>20</v>')}${cell('D5', "<f>SUM('Data'!B1:B3)</f><v>60</v>")}${cell('E5', '<v>1</v>', ' t="b"')}${cell('F5', '<f>1/0</f><v>#DIV/0!</v>', ' t="e"')}${cell('G5', '<f>SUM(Orders[Amount])</f><v>30</v>')}</row>`,
].join('');

const reportAfter = [
  '<conditionalFormatting sqref="B5"><cfRule type="expression" priority="1"><formula>B5&gt;Data!B1</formula></cfRule></conditionalFormatting>',
  '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A10"><formula1>Data!$A$1:$A$3</formula1></dataValidation></dataValidations>',
  '<hyperlinks><hyperlink ref="B4" location="Data!A1" display="Go to the data"/></hyperlinks>',
  '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>',
  '<headerFooter><oddHeader>&amp;L&amp;"Arial,Bold"Sales report&amp;RPage &amp;P of &amp;N</oddHeader><oddFooter>&amp;CConfidential &amp;&amp; internal</oddFooter></headerFooter>',
  '<drawing r:id="rIdDrawing"/>',
].join('');

const dataRows = ['January', 'February', 'March']
  .map(
    (month, index) =>
      `<row r="${index + 1}">${cell(`A${index + 1}`, `<is><t>${month}</t></is>`, ' t="inlineStr"')}${cell(`B${index + 1}`, `<v>${(index + 1) * 10}</v>`)}</row>`,
  )
  .join('');

const inline = (ref: string, text: string) => cell(ref, `<is><t>${text}</t></is>`, ' t="inlineStr"');
const netAmount = (row: number) => `<f>Orders[[#This Row],[Amount]]*0.9</f><v>${row * 9}</v>`;
const orderRows = [
  `<row r="1">${shared('A1', 9)}${inline('B1', 'Amount')}${inline('C1', 'Net amount')}</row>`,
  `<row r="2">${inline('A2', 'Garden hose')}${cell('B2', '<v>10</v>')}${cell('C2', netAmount(1))}</row>`,
  `<row r="3">${inline('A3', 'Watering can')}${cell('B3', '<v>20</v>')}${cell('C3', netAmount(2))}</row>`,
].join('');

const ordersTable = `${declaration}<table xmlns="${main}" id="1" name="Orders" displayName="Orders" ref="A1:C3" totalsRowShown="0"><autoFilter ref="A1:C3"/><tableColumns count="3"><tableColumn id="1" name="Product"/><tableColumn id="2" name="Amount"/><tableColumn id="3" name="Net amount"><calculatedColumnFormula>Orders[[#This Row],[Amount]]*0.9</calculatedColumnFormula></tableColumn></tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`;

const textBox = `<xdr:twoCellAnchor><xdr:from><xdr:col>7</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>4</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:sp macro="" textlink=""><xdr:nvSpPr><xdr:cNvPr id="2" name="TextBox 1"/><xdr:cNvSpPr txBox="1"/></xdr:nvSpPr><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1828800" cy="571500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr><xdr:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="1100"/><a:t>Read the </a:t></a:r><a:r><a:rPr lang="en-US" sz="1100" b="1"/><a:t>notes</a:t></a:r><a:r><a:rPr lang="en-GB" sz="1100" dirty="0"/><a:t> before editing</a:t></a:r><a:endParaRPr lang="en-US" sz="1100"/></a:p></xdr:txBody></xdr:sp><xdr:clientData/></xdr:twoCellAnchor>`;

const chartFrame = `<xdr:twoCellAnchor><xdr:from><xdr:col>0</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>6</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>6</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>20</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="3" name="Chart 1"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${c}"><c:chart xmlns:c="${c}" r:id="rIdChart"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`;

const richTitle = (text: string) =>
  `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr b="1"/></a:pPr><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title>`;

const months = ['January', 'February', 'March'];
const points = (values: readonly (string | number)[]) =>
  values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('');

const chart = `${declaration}<c:chartSpace xmlns:c="${c}" xmlns:a="${a}" xmlns:r="${r}"><c:chart>${richTitle('Monthly sales')}<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>Data!$A$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>January</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:f>Data!$A$1:$A$3</c:f><c:strCache><c:ptCount val="3"/>${points(months)}</c:strCache></c:strRef></c:cat><c:val><c:numRef><c:f>Data!$B$1:$B$3</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="3"/>${points([10, 20, 30])}</c:numCache></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/>${richTitle('Month')}<c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea><c:plotVisOnly val="1"/></c:chart></c:chartSpace>`;

const comments = `${declaration}<comments xmlns="${main}"><authors><author>Ana</author></authors><commentList><comment ref="B5" authorId="0"><text><r><rPr><b/><sz val="9"/></rPr><t>Ana:</t></r><r><rPr><sz val="9"/></rPr><t xml:space="preserve">
Check this number with the warehouse</t></r></text></comment></commentList></comments>`;

const threaded = `${declaration}<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="A5" dT="2024-01-01T10:00:00.00" personId="{00000000-0000-0000-0000-000000000001}" id="{00000000-0000-0000-0000-000000000002}"><text>Please confirm the delivery date</text></threadedComment></ThreadedComments>`;

const parts: ExtraPart[] = [
  {
    name: 'xl/drawings/drawing1.xml',
    contentType: `${types}drawing+xml`,
    xml: `${declaration}<xdr:wsDr xmlns:xdr="${xdr}" xmlns:a="${a}" xmlns:r="${r}">${textBox}${chartFrame}</xdr:wsDr>`,
  },
  {
    name: 'xl/drawings/_rels/drawing1.xml.rels',
    contentType: 'application/vnd.openxmlformats-package.relationships+xml',
    xml: relationships(`<Relationship Id="rIdChart" Type="${r}/chart" Target="../charts/chart1.xml"/>`),
  },
  { name: 'xl/charts/chart1.xml', contentType: `${types}drawingml.chart+xml`, xml: chart },
  { name: 'xl/tables/table1.xml', contentType: `${types}spreadsheetml.table+xml`, xml: ordersTable },
  { name: 'xl/comments1.xml', contentType: `${types}spreadsheetml.comments+xml`, xml: comments },
  {
    name: 'xl/threadedComments/threadedComment1.xml',
    contentType: 'application/vnd.ms-excel.threadedcomments+xml',
    xml: threaded,
  },
];

const reportRelationships = relationships(
  [
    `<Relationship Id="rIdDrawing" Type="${r}/drawing" Target="../drawings/drawing1.xml"/>`,
    `<Relationship Id="rIdComments" Type="${r}/comments" Target="../comments1.xml"/>`,
    `<Relationship Id="rIdThreaded" Type="http://schemas.microsoft.com/office/2017/10/relationships/threadedComment" Target="../threadedComments/threadedComment1.xml"/>`,
  ].join(''),
);

export function featureWorkbook(): Promise<Buffer> {
  return buildWorkbook({
    sheets: [
      { name: 'Sales report', xml: worksheetXml(reportRows, reportAfter), rels: reportRelationships },
      { name: 'Data', xml: worksheetXml(dataRows) },
      {
        name: 'Orders list',
        xml: worksheetXml(orderRows, '<tableParts count="1"><tablePart r:id="rIdTable"/></tableParts>'),
        rels: relationships(`<Relationship Id="rIdTable" Type="${r}/table" Target="../tables/table1.xml"/>`),
      },
    ],
    sharedStrings: featureStrings,
    workbookExtra:
      '<definedNames><definedName name="Totals">Data!$B$1:$B$3</definedName><definedName name="_xlnm.Print_Area" localSheetId="0">\'Sales report\'!$A$1:$J$20</definedName></definedNames>',
    parts,
  });
}
