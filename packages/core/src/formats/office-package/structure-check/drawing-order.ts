// The XML Schema sequences of DrawingML's text properties: PowerPoint "repairs" a slide whose run,
// paragraph or text-body properties list their children out of this order. Choices (`noFill` or
// `solidFill` …) are listed one after the other: a part holds only one of them.

/** CT_TextCharacterProperties (`a:rPr`, `a:endParaRPr`, `a:defRPr`). */
export const characterPropertyOrder = [
  'ln',
  'noFill',
  'solidFill',
  'gradFill',
  'blipFill',
  'pattFill',
  'grpFill',
  'effectLst',
  'effectDag',
  'highlight',
  'uLnTx',
  'uLn',
  'uFillTx',
  'uFill',
  'latin',
  'ea',
  'cs',
  'sym',
  'hlinkClick',
  'hlinkMouseOver',
  'rtl',
  'extLst',
];

/** CT_TextParagraphProperties (`a:pPr`, `a:lvl1pPr` …). */
export const textParagraphPropertyOrder = [
  'lnSpc',
  'spcBef',
  'spcAft',
  'buClrTx',
  'buClr',
  'buSzTx',
  'buSzPct',
  'buSzPts',
  'buFontTx',
  'buFont',
  'buNone',
  'buAutoNum',
  'buChar',
  'buBlip',
  'tabLst',
  'defRPr',
  'extLst',
];

/** CT_TextBodyProperties (`a:bodyPr`), where fitting writes its autofit. */
export const bodyPropertyOrder = [
  'prstTxWarp',
  'noAutofit',
  'normAutofit',
  'spAutoFit',
  'scene3d',
  'sp3d',
  'flatTx',
  'extLst',
];
