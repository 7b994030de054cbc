// A PDF content stream cut into operations, each with the byte range it occupies, so an editor can
// drop a few operations and copy every other byte as it was. Operands are read into plain values;
// comments and white space belong to no operation. An inline image (BI … ID <binary> EI) is one
// operation, its data skipped by its declared length, by the size its dictionary implies, or else
// at the first "EI" followed by what reads as content again — never by a bare "EI" inside the data.

export type Operand = number | boolean | null | PdfName | Uint8Array | Operand[] | OperandDictionary;

export interface PdfName {
  name: string;
}

export interface OperandDictionary {
  entries: Map<string, Operand>;
}

export interface Operation {
  operator: string;
  operands: Operand[];
  /** Offset of the first operand (or of the operator), and just past the operator. */
  start: number;
  end: number;
}

export class ContentSyntaxError extends Error {}

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
/** ( ) < > [ ] { } / % */
const isDelimiter = (byte: number) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;
const isRegular = (byte: number) => !isWhite(byte) && !isDelimiter(byte);
const hexValue = (byte: number) => {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

type Token =
  | { kind: 'value'; value: Operand }
  | { kind: 'open' | 'close' | 'dictOpen' | 'dictClose' }
  | { kind: 'keyword'; word: string };

const STRING_ESCAPES: Record<number, number> = {
  110: 0x0a, // n
  114: 0x0d, // r
  116: 0x09, // t
  98: 0x08, // b
  102: 0x0c, // f
};

class Lexer {
  position = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    this.skipSpace();
    return this.position >= this.bytes.length;
  }

  /** White space and comments. */
  skipSpace(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position] as number;
      if (isWhite(byte)) this.position++;
      else if (byte === 0x25) {
        while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d)
          this.position++;
      } else return;
    }
  }

  next(): Token {
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.position] as number;
    if (byte === 0x28) return { kind: 'value', value: this.literalString() };
    if (byte === 0x3c) {
      if (bytes[this.position + 1] === 0x3c) {
        this.position += 2;
        return { kind: 'dictOpen' };
      }
      return { kind: 'value', value: this.hexString() };
    }
    if (byte === 0x3e && bytes[this.position + 1] === 0x3e) {
      this.position += 2;
      return { kind: 'dictClose' };
    }
    if (byte === 0x5b || byte === 0x5d) {
      this.position++;
      return { kind: byte === 0x5b ? 'open' : 'close' };
    }
    if (byte === 0x2f) {
      this.position++;
      return { kind: 'value', value: { name: this.name() } };
    }
    if (!isRegular(byte)) {
      // A stray ) > { }: an unknown operator, which readers skip.
      this.position++;
      return { kind: 'keyword', word: String.fromCharCode(byte) };
    }
    const start = this.position;
    while (this.position < bytes.length && isRegular(bytes[this.position] as number)) this.position++;
    const word = Buffer.from(bytes.subarray(start, this.position)).toString('latin1');
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'value', value: Number(word) };
    if (word === 'true' || word === 'false') return { kind: 'value', value: word === 'true' };
    if (word === 'null') return { kind: 'value', value: null };
    return { kind: 'keyword', word };
  }

  private name(): string {
    const { bytes } = this;
    const chars: number[] = [];
    while (this.position < bytes.length && isRegular(bytes[this.position] as number)) {
      const byte = bytes[this.position] as number;
      const high = hexValue(bytes[this.position + 1] ?? 0);
      const low = hexValue(bytes[this.position + 2] ?? 0);
      if (byte === 0x23 && high >= 0 && low >= 0) {
        chars.push(high * 16 + low);
        this.position += 3;
      } else {
        chars.push(byte);
        this.position++;
      }
    }
    return Buffer.from(chars).toString('latin1');
  }

  private literalString(): Uint8Array {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    this.position++;
    while (this.position < bytes.length) {
      const byte = bytes[this.position++] as number;
      if (byte === 0x5c) {
        this.escape(out);
        continue;
      }
      if (byte === 0x28) depth++;
      if (byte === 0x29 && --depth === 0) return Uint8Array.from(out);
      out.push(byte);
    }
    throw new ContentSyntaxError('unterminated string');
  }

  /** After a backslash: \n \r \t \b \f, \ddd in octal, a line break ignored, else the byte itself. */
  private escape(out: number[]): void {
    const { bytes } = this;
    if (this.position >= bytes.length) return;
    const byte = bytes[this.position++] as number;
    const known = STRING_ESCAPES[byte];
    if (known !== undefined) out.push(known);
    else if (byte >= 0x30 && byte <= 0x37) {
      let value = byte - 0x30;
      for (let digits = 1; digits < 3; digits++) {
        const next = bytes[this.position] ?? 0;
        if (next < 0x30 || next > 0x37) break;
        value = value * 8 + next - 0x30;
        this.position++;
      }
      out.push(value & 0xff);
    } else if (byte === 0x0d) {
      if (bytes[this.position] === 0x0a) this.position++;
    } else if (byte !== 0x0a) out.push(byte);
  }

  private hexString(): Uint8Array {
    const { bytes } = this;
    const digits: number[] = [];
    this.position++;
    while (this.position < bytes.length) {
      const byte = bytes[this.position++] as number;
      if (byte === 0x3e) {
        if (digits.length % 2 === 1) digits.push(0);
        return Uint8Array.from(
          { length: digits.length / 2 },
          (_, i) => (digits[2 * i] ?? 0) * 16 + (digits[2 * i + 1] ?? 0),
        );
      }
      const value = hexValue(byte);
      if (value >= 0) digits.push(value);
      else if (!isWhite(byte)) throw new ContentSyntaxError('bad hex string');
    }
    throw new ContentSyntaxError('unterminated hex string');
  }

  /** A value, reading arrays and dictionaries whole. */
  operand(token: Token): Operand {
    if (token.kind === 'value') return token.value;
    if (token.kind === 'open') {
      const items: Operand[] = [];
      for (let next = this.nextInside(); next.kind !== 'close'; next = this.nextInside())
        items.push(this.operand(next));
      return items;
    }
    if (token.kind === 'dictOpen') return this.dictionary('dictClose');
    // A keyword inside an array (some writers put `true` in unusual spellings): kept as a name.
    return { name: token.kind === 'keyword' ? token.word : token.kind };
  }

  private nextInside(): Token {
    if (this.done) throw new ContentSyntaxError('unterminated array or dictionary');
    return this.next();
  }

  /** Key–value pairs up to `>>` (or the keyword ID, for an inline image). */
  dictionary(end: 'dictClose' | 'ID'): OperandDictionary {
    const entries = new Map<string, Operand>();
    for (;;) {
      const key = this.nextInside();
      if (key.kind === end || (key.kind === 'keyword' && key.word === end)) return { entries };
      if (
        key.kind !== 'value' ||
        typeof key.value !== 'object' ||
        key.value === null ||
        !('name' in key.value)
      )
        throw new ContentSyntaxError('dictionary key is not a name');
      entries.set(key.value.name, this.operand(this.nextInside()));
    }
  }

  /** Skips an inline image's data, after ID, up to and including EI. */
  inlineImageData(dictionary: OperandDictionary): void {
    const { bytes } = this;
    this.position++; // the single white-space byte after ID
    const declared = declaredLength(dictionary);
    let from = this.position + (declared ?? 0);
    for (;;) {
      const at = findEndMarker(bytes, from);
      if (at < 0) throw new ContentSyntaxError('inline image without EI');
      if (declared !== undefined || readsAsContent(bytes, at + 2)) {
        this.position = at + 2;
        return;
      }
      from = at + 1;
    }
  }
}

const entry = (dictionary: OperandDictionary, ...keys: string[]) =>
  keys.map((key) => dictionary.entries.get(key)).find((value) => value !== undefined);

/** The data's length in bytes: /L, or rows × bytes per row for unfiltered data. */
function declaredLength(dictionary: OperandDictionary): number | undefined {
  const length = entry(dictionary, 'L', 'Length');
  if (typeof length === 'number') return length;
  if (entry(dictionary, 'F', 'Filter') !== undefined) return undefined;
  const width = entry(dictionary, 'W', 'Width');
  const height = entry(dictionary, 'H', 'Height');
  const mask = entry(dictionary, 'IM', 'ImageMask') === true;
  const bits = mask ? 1 : entry(dictionary, 'BPC', 'BitsPerComponent');
  const space = entry(dictionary, 'CS', 'ColorSpace');
  const spaceName = typeof space === 'object' && space !== null && 'name' in space ? space.name : '';
  const components = mask
    ? 1
    : ({ G: 1, DeviceGray: 1, RGB: 3, DeviceRGB: 3, CMYK: 4, DeviceCMYK: 4 }[spaceName] ?? 0);
  if (typeof width !== 'number' || typeof height !== 'number' || typeof bits !== 'number' || components === 0)
    return undefined;
  return Math.ceil((width * components * bits) / 8) * height;
}

/** Where the next "EI" preceded by white space and followed by white space or the end begins. */
function findEndMarker(bytes: Uint8Array, from: number): number {
  for (let at = Math.max(from, 1); at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0x45 || bytes[at + 1] !== 0x49) continue;
    const after = bytes[at + 2];
    if (isWhite(bytes[at - 1] as number) && (after === undefined || isWhite(after))) return at;
  }
  return -1;
}

/**
 * Whether the bytes after a candidate EI look like content (printable ASCII and line breaks; no NUL,
 * which counts as white space but which content writers do not emit), not more image data.
 */
function readsAsContent(bytes: Uint8Array, from: number): boolean {
  const end = Math.min(bytes.length, from + 64);
  for (let at = from; at < end; at++) {
    const byte = bytes[at] as number;
    if ((byte < 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09 && byte !== 0x0c) || byte > 0x7e)
      return false;
  }
  return true;
}

/** Every operation of a content stream, in order. Throws ContentSyntaxError on what cannot be read. */
export function contentOperations(bytes: Uint8Array): Operation[] {
  const lexer = new Lexer(bytes);
  const operations: Operation[] = [];
  let operands: Operand[] = [];
  let start = -1;
  while (!lexer.done) {
    const tokenStart = lexer.position;
    if (start < 0) start = tokenStart;
    const token = lexer.next();
    if (token.kind !== 'keyword') {
      operands.push(lexer.operand(token));
      continue;
    }
    if (token.word === 'BI') {
      const dictionary = lexer.dictionary('ID');
      lexer.inlineImageData(dictionary);
      operands = [dictionary];
    }
    operations.push({ operator: token.word, operands, start, end: lexer.position });
    operands = [];
    start = -1;
  }
  return operations;
}
