// A renamed sheet must be renamed wherever a formula or a range points to it: `of:=['Sheet two'.A1]`,
// `of:=SUM([$Data.A1:.B9])`, `$Sheet1.$A$1:.$B$2` in a print range or a chart's data range. Names are
// found as OpenFormula writes them, quoted or not, before the `.` of a cell address; text inside
// string literals is left alone. Renamed references are always quoted, which every reader accepts.

/** What may follow the dot of a sheet-qualified reference: a column and row, a column, or a row. */
const address = /^\$?(?:[A-Za-z]{1,3}\$?\d+|[A-Za-z]{1,3}(?![A-Za-z\d(])|\d+)/;
/** Characters that end an unquoted name: OpenFormula operators, separators and brackets. */
const unquotedName = /^[^\s.'"[\]():;,=<>&+\-*/^!~#%{}|$]+/;
/** Before an unquoted name: the start, an operator, a separator, a bracket, an absolute `$` or a link's `#`. */
const boundary = /[\s[(:;,=<>&+\-*/^!~%{|$#]/;

export function quotedSheetName(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

class ReferenceScanner {
  output = '';
  private position = 0;

  constructor(
    private readonly value: string,
    private readonly renames: ReadonlyMap<string, string>,
  ) {}

  scan(): string {
    while (this.position < this.value.length) {
      const character = this.value[this.position] as string;
      if (character === '"') this.copyString();
      else if (character === "'") this.quoted();
      else if (this.atNameStart()) this.unquoted();
      else this.copy(1);
    }
    return this.output;
  }

  private copy(length: number): void {
    this.output += this.value.slice(this.position, this.position + length);
    this.position += length;
  }

  private copyString(): void {
    let end = this.position + 1;
    while (end < this.value.length) {
      if (this.value[end] === '"' && this.value[end + 1] === '"') end += 2;
      else if (this.value[end] === '"') break;
      else end += 1;
    }
    this.copy(end + 1 - this.position);
  }

  private quoted(): void {
    let end = this.position + 1;
    while (end < this.value.length) {
      if (this.value[end] === "'" && this.value[end + 1] === "'") end += 2;
      else if (this.value[end] === "'") break;
      else end += 1;
    }
    const name = this.value.slice(this.position + 1, end).replace(/''/g, "'");
    this.replaceName(name, end + 1 - this.position);
  }

  private atNameStart(): boolean {
    const before = this.value[this.position - 1];
    return before === undefined || boundary.test(before);
  }

  private unquoted(): void {
    const match = unquotedName.exec(this.value.slice(this.position));
    // A number (`12.5`) is never a sheet: a sheet named `12` is written quoted.
    if (!match || /^\d/.test(match[0])) this.copy(match?.[0].length ?? 1);
    else this.replaceName(match[0], match[0].length);
  }

  /** Writes the name (`length` characters as written) renamed when it is a sheet reference. */
  private replaceName(name: string, length: number): void {
    const after = this.value.slice(this.position + length);
    const renamed = this.renames.get(name);
    if (renamed !== undefined && after.startsWith('.') && address.test(after.slice(1))) {
      this.output += quotedSheetName(renamed);
      this.position += length;
    } else this.copy(length);
  }
}

/** The value with every reference to a renamed sheet renamed. */
export function renameSheetReferences(value: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return value;
  return new ReferenceScanner(value, renames).scan();
}
