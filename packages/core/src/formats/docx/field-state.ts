// Word's complex fields run across runs, and sometimes across paragraphs (a table of contents):
// `fldChar begin`, the instruction in `instrText` runs, `fldChar separate`, the result Word last
// displayed, `fldChar end`. The instruction is code and never translated. Results that Word computes
// (page numbers, dates, counts, cross-reference numbers) are kept; results that are words (a
// hyperlink's or a table of contents' text) are translated like the text around them.

/** Fields whose displayed result is computed by Word, not written by the author. */
const computedFields = new Set([
  'PAGE',
  'NUMPAGES',
  'SECTIONPAGES',
  'SECTION',
  'PAGEREF',
  'NOTEREF',
  'SEQ',
  'DATE',
  'TIME',
  'CREATEDATE',
  'SAVEDATE',
  'PRINTDATE',
  'EDITTIME',
  'NUMWORDS',
  'NUMCHARS',
  'FILESIZE',
  'REVNUM',
  'AUTONUM',
  'AUTONUMLGL',
  'AUTONUMOUT',
  'LISTNUM',
  'BARCODE',
  '=',
  // Filled in from data or from the file, not written by the author.
  'MERGEFIELD',
  'MERGEREC',
  'MERGESEQ',
  'FILENAME',
  'AUTHOR',
  'LASTSAVEDBY',
  'USERNAME',
  'USERINITIALS',
  'TEMPLATE',
]);

/** The field's name: the instruction's first word, upper-cased (`PAGE`, `TOC`, `=`). */
export function fieldName(instruction: string): string {
  return (instruction.trim().split(/[\s\\]/, 1)[0] ?? '').toUpperCase();
}

export function isComputedField(instruction: string): boolean {
  return computedFields.has(fieldName(instruction));
}

interface OpenField {
  instruction: string;
  inResult: boolean;
}

/** The fields open at the current run, innermost last. */
export class FieldState {
  private readonly open: OpenField[] = [];

  begin(): void {
    this.open.push({ instruction: '', inResult: false });
  }

  addInstruction(text: string): void {
    const field = this.open.at(-1);
    if (field && !field.inResult) field.instruction += text;
  }

  separate(): void {
    const field = this.open.at(-1);
    if (field) field.inResult = true;
  }

  end(): void {
    this.open.pop();
  }

  /** True when a run here is part of an instruction or of a result Word computes: kept as code. */
  get keepsRuns(): boolean {
    return this.open.some((field) => !field.inResult || isComputedField(field.instruction));
  }
}
