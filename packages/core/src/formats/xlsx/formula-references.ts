// Renaming a sheet or a table column means rewriting every formula that names it: `Sheet1!A1`,
// `'My sheet'!A1`, 3-D ranges `Sheet1:Sheet3!A1` and `'Jan:Mar'!A1`, structured references
// `Table1[Column]` and `Table1[[#This Row],[Column]]` (files store them fully qualified). String
// literals and external workbooks (`[1]Sheet1!A1`) are copied as they are. Names compare
// case-insensitively.

/** Old name (upper-cased) → new name. */
export type SheetRenames = ReadonlyMap<string, string>;

/** Table name (upper-cased) → its columns' renames. */
export type ColumnRenames = ReadonlyMap<string, SheetRenames>;

export interface FormulaRenames {
  sheets: SheetRenames;
  columns: ColumnRenames;
}

export const renameKey = (name: string) => name.toLocaleUpperCase('en');

const nameCharacter = /[\p{L}\p{N}_.\\]/u;
const cellLike = /^(?:[A-Za-z]{1,3}\d+|[Rr]\d*[Cc]\d*|TRUE|FALSE)$/i;

/** Excel quotes a sheet name unless it is a plain identifier that cannot be read as a cell. */
export function quotedSheetName(name: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !cellLike.test(name);
  return plain ? name : `'${name.replace(/'/g, "''")}'`;
}

/** `Sheet1` or `Sheet1:Sheet3` (unquoted), renamed; undefined when none of its names was renamed. */
function renamedReference(reference: string, renames: SheetRenames): string | undefined {
  if (reference.includes('[')) return undefined;
  const names = reference.split(':');
  if (!names.some((name) => renames.has(renameKey(name)))) return undefined;
  const renamed = names.map((name) => renames.get(renameKey(name)) ?? name);
  const joined = renamed.join(':');
  const quoted = renamed.some((name) => quotedSheetName(name) !== name);
  return quoted ? `'${joined.replace(/'/g, "''")}'` : joined;
}

class FormulaScanner {
  output = '';
  private position = 0;

  constructor(
    private readonly formula: string,
    private readonly renames: FormulaRenames,
  ) {}

  run(): string {
    while (this.position < this.formula.length) this.step();
    return this.output;
  }

  private step(): void {
    const character = this.formula[this.position] ?? '';
    if (character === '"') this.copy(this.quotedEnd('"'));
    else if (character === "'") this.quotedName();
    else if (character === '[') this.copy(this.bracketEnd());
    else if (nameCharacter.test(character) && !nameCharacter.test(this.formula[this.position - 1] ?? ''))
      this.unquotedName();
    else this.copy(this.position + 1);
  }

  private copy(end: number): void {
    this.output += this.formula.slice(this.position, end);
    this.position = end;
  }

  /** Just past the closing quote; a doubled quote is an escaped one. */
  private quotedEnd(quote: string): number {
    let index = this.position + 1;
    while (index < this.formula.length) {
      if (this.formula[index] === quote && this.formula[index + 1] === quote) index += 2;
      else if (this.formula[index] === quote) return index + 1;
      else index += 1;
    }
    return index;
  }

  private bracketEnd(): number {
    let depth = 0;
    for (let index = this.position; index < this.formula.length; index += 1) {
      if (this.formula[index] === "'") index += 1;
      else if (this.formula[index] === '[') depth += 1;
      else if (this.formula[index] === ']' && --depth === 0) return index + 1;
    }
    return this.formula.length;
  }

  private quotedName(): void {
    const end = this.quotedEnd("'");
    const name = this.formula.slice(this.position + 1, end - 1).replace(/''/g, "'");
    const renamed = this.formula[end] === '!' ? renamedReference(name, this.renames.sheets) : undefined;
    this.emitReference(end, renamed);
  }

  /** A table's bracketed column reference, its renamed columns rewritten. */
  private tableReference(columns: SheetRenames): void {
    const end = this.bracketEnd();
    this.emitReference(end, renamedColumns(this.formula.slice(this.position, end), columns));
  }

  /** The reference up to `end`, renamed when `renamed` is given. */
  private emitReference(end: number, renamed: string | undefined): void {
    if (renamed === undefined) this.copy(end);
    else {
      this.output += renamed;
      this.position = end;
    }
  }

  private nameEnd(from: number): number {
    let index = from;
    while (index < this.formula.length && nameCharacter.test(this.formula[index] ?? '')) index += 1;
    return index;
  }

  private unquotedName(): void {
    const end = this.nameEnd(this.position);
    const columns = this.renames.columns.get(renameKey(this.formula.slice(this.position, end)));
    if (columns && this.formula[end] === '[') {
      this.copy(end);
      this.tableReference(columns);
    } else this.sheetReference(end);
  }

  private sheetReference(nameEnd: number): void {
    let end = nameEnd;
    // Sheet1:Sheet3! is a 3-D reference; A1:B2 is not followed by `!`.
    if (this.formula[end] === ':' && this.formula[this.position - 1] !== '!') {
      const secondEnd = this.nameEnd(end + 1);
      if (this.formula[secondEnd] === '!') end = secondEnd;
    }
    // After `[1]` the name is a sheet of another workbook.
    const external = this.formula[this.position - 1] === ']';
    const renamed =
      this.formula[end] === '!' && !external
        ? renamedReference(this.formula.slice(this.position, end), this.renames.sheets)
        : undefined;
    this.emitReference(end, renamed);
  }
}

/** `[Column]`, `[[#Headers],[First]:[Last]]`: column names escape `[`, `]`, `#` and `'` with `'`. */
function renamedColumns(group: string, columns: SheetRenames): string {
  const renameItem = (item: string) => {
    if (item.startsWith('#')) return item;
    const renamed = columns.get(renameKey(item.replace(/'(.)/g, '$1')));
    return renamed === undefined ? item : renamed.replace(/['[\]#]/g, "'$&");
  };
  const inner = group.slice(1, -1);
  if (!inner.trimStart().startsWith('[')) return `[${renameItem(inner)}]`;
  return `[${inner.replace(/\[((?:'.|[^\]'])*)\]/g, (_item, name: string) => `[${renameItem(name)}]`)}]`;
}

/** The formula with its references to renamed sheets and columns rewritten (the same string when none). */
export function renameInFormula(formula: string, renames: FormulaRenames): string {
  const namesSheets = renames.sheets.size > 0 && formula.includes('!');
  const namesColumns = renames.columns.size > 0 && formula.includes('[');
  if (!namesSheets && !namesColumns) return formula;
  return new FormulaScanner(formula, renames).run();
}
