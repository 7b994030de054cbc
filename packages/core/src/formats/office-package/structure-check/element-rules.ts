// The schema rules Word, PowerPoint and Excel enforce (they refuse or "repair" a file that breaks one)
// but LibreOffice lets by, for the elements a translation rewrites: where runs, text and paragraphs
// may sit, and the XML Schema sequences of their children.
import { paragraphPropertyOrder, runPropertyOrder } from '../wordprocessing-order';
import { bodyPropertyOrder, characterPropertyOrder, textParagraphPropertyOrder } from './drawing-order';
import { workbookOrder, worksheetOrder } from './spreadsheet-order';

export interface ElementRule {
  /** The only parents it may have (checked when the parent is of a known vocabulary). */
  parents?: readonly string[];
  /** Parents it may never have. */
  notIn?: readonly string[];
  /** Ancestors it may never have up to the nearest nesting boundary (its paragraph, mostly). */
  notWithin?: readonly string[];
  /** Its children's sequence; `*` stands for any known child not named. Unnamed ones are unconstrained. */
  childOrder?: readonly string[];
  /** Children it must have. */
  required?: readonly string[];
  /** Block content it must have (`among`), whose last block may not be one of `notLast`. */
  blocks?: { among: readonly string[]; notLast: readonly string[] };
}

const prefixed = (prefix: string, names: readonly string[]) => names.map((name) => `${prefix}:${name}`);

/** Where a WordprocessingML run may sit (EG_ContentRunContent, track changes, ruby). */
const runParents = prefixed('w', [
  'p',
  'hyperlink',
  'fldSimple',
  'smartTag',
  'customXml',
  'sdtContent',
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'dir',
  'bdo',
  'rt',
  'rubyBase',
]);

/** Inline containers: a paragraph inside one needs a text box in between. */
const inlineContainers = prefixed('w', [
  'r',
  't',
  'p',
  'hyperlink',
  'fldSimple',
  'rPr',
  'pPr',
  'smartTag',
  'dir',
  'bdo',
  'tbl',
  'tr',
]);

/** Block-level content (EG_BlockLevelElts) as it appears in a table cell. */
const blockElements = prefixed('w', ['p', 'tbl', 'sdt', 'customXml', 'altChunk']);

const wordprocessingRules: Record<string, ElementRule> = {
  'w:p': { notIn: inlineContainers, childOrder: ['w:pPr', '*'] },
  'w:r': { parents: runParents, notWithin: ['w:r'], childOrder: ['w:rPr', '*'] },
  'w:t': { parents: ['w:r', 'm:r'] },
  'w:hyperlink': { notWithin: ['w:hyperlink'] },
  'w:rPr': {
    notIn: ['w:p', 'w:t', 'w:hyperlink', 'w:body'],
    childOrder: prefixed('w', [...runPropertyOrder, 'rPrChange']),
  },
  'w:pPr': {
    notIn: ['w:r', 'w:t', 'w:hyperlink', 'w:body'],
    childOrder: prefixed('w', [...paragraphPropertyOrder, 'pPrChange']),
  },
  'w:body': { childOrder: ['*', 'w:sectPr'] },
  'w:tbl': { childOrder: ['w:tblPr', 'w:tblGrid', 'w:tr'] },
  'w:tr': { childOrder: ['w:tblPrEx', 'w:trPr', '*'] },
  // Word reports a cell without a paragraph after its last table as unreadable content.
  'w:tc': { childOrder: ['w:tcPr', '*'], blocks: { among: blockElements, notLast: ['w:tbl'] } },
  'w:sdt': { childOrder: ['w:sdtPr', 'w:sdtEndPr', 'w:sdtContent'] },
};

/** CT_TextBody, under each of the names DrawingML hosts give it. */
const textBody: ElementRule = {
  childOrder: ['a:bodyPr', 'a:lstStyle', 'a:p'],
  required: ['a:bodyPr', 'a:p'],
};
const textBodies = ['p:txBody', 'a:txBody', 'xdr:txBody', 'c:rich', 'c:txPr'];

const characterProperties: ElementRule = { childOrder: prefixed('a', characterPropertyOrder) };

const drawingRules: Record<string, ElementRule> = {
  'a:p': { notIn: ['a:p', 'a:r', 'a:t'], childOrder: ['a:pPr', '*', 'a:endParaRPr'] },
  'a:r': { parents: ['a:p'], childOrder: ['a:rPr', 'a:t'], required: ['a:t'] },
  'a:fld': { parents: ['a:p'], childOrder: ['a:rPr', 'a:pPr', 'a:t'] },
  'a:br': { parents: ['a:p'], childOrder: ['a:rPr'] },
  'a:t': { parents: ['a:r', 'a:fld'] },
  'a:rPr': characterProperties,
  'a:endParaRPr': characterProperties,
  'a:defRPr': characterProperties,
  'a:pPr': { childOrder: prefixed('a', textParagraphPropertyOrder) },
  'a:bodyPr': { childOrder: prefixed('a', bodyPropertyOrder) },
  'p:sp': { childOrder: ['p:nvSpPr', 'p:spPr', 'p:style', 'p:txBody', 'p:extLst'] },
  ...Object.fromEntries(textBodies.map((name) => [name, textBody])),
};

/** CT_Rst: a plain or rich string of a shared string, an inline string or a comment. */
const richString: ElementRule = { childOrder: ['x:t', 'x:r', 'x:rPh', 'x:phoneticPr'] };

const spreadsheetRules: Record<string, ElementRule> = {
  'x:worksheet': { childOrder: prefixed('x', worksheetOrder) },
  'x:workbook': { childOrder: prefixed('x', workbookOrder) },
  'x:row': { parents: ['x:sheetData'] },
  // The calculation chain's cells share the name (CT_CalcCell).
  'x:c': { parents: ['x:row', 'x:calcChain'], childOrder: ['x:f', 'x:v', 'x:is', 'x:extLst'] },
  'x:si': richString,
  'x:is': richString,
  'x:text': richString,
  'x:r': { parents: ['x:si', 'x:is', 'x:text'], childOrder: ['x:rPr', 'x:t'], required: ['x:t'] },
  'x:t': { parents: ['x:si', 'x:is', 'x:r', 'x:rPh', 'x:text'] },
};

export const elementRules: Readonly<Record<string, ElementRule>> = {
  ...wordprocessingRules,
  ...drawingRules,
  ...spreadsheetRules,
};

/** Where `notWithin` stops looking: a text box's paragraph may sit in a run of the outer one, and a
 * ruby's text and base hold runs of their own inside a run. */
export const nestingBoundaries: ReadonlySet<string> = new Set(['w:p', 'a:p', 'w:ruby']);
