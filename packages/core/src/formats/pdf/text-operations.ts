// Where each text-showing operator of a page draws: the operations of its content streams walked
// with the graphics state (q/Q, cm) and text state (BT/ET, Tf, Tm, Td, TD, T*, TL, Tc, Tw, Tz, Ts),
// each glyph's midpoint (half its advance along, 0.3 em up) placed in top-left page space, where
// the layout stage's boxes are. Text drawn inside form XObjects is found too, with the form it is in.
import type { PDFObject } from 'mupdf';
import { type ContentFont, contentFont, entryAt, type FontClass } from './content-fonts';
import { contentOperations, type Operand, type Operation } from './content-lexer';

export type Matrix = [number, number, number, number, number, number];

/** One code of a shown string. */
export interface ShownGlyph {
  code: Uint8Array;
  /** Its midpoint in top-left page space. */
  point: [number, number];
  /** How far it moves the text position, in TJ units (thousandths of the font size). */
  advance: number;
}

/** Content an operation is in: one of the page's content streams, or a form XObject as drawn once. */
export interface ContentSource {
  bytes: Uint8Array;
  /** Index in the page's /Contents. */
  stream?: number;
  /** The form, its name in the resources it was drawn from, and whether those were another form's. */
  form?: { object: PDFObject; name: string; nested: boolean };
}

/** A text-showing operation, its strings cut into glyphs and its TJ adjustments kept in between. */
export interface ShownText {
  operation: Operation;
  source: ContentSource;
  pieces: (ShownGlyph | number)[];
  fontSize: number;
  /** Whether the next operator that places text starts where this one ended (Tj after Tj). */
  continued: boolean;
}

export class UnsupportedContent extends Error {}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `first` then `second`, in PDF's row-vector convention. */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = second;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number): [number, number] => [
  x * a + y * c + e,
  x * b + y * d + f,
];

interface GraphicsState {
  ctm: Matrix;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
  fontSize: number;
  font?: ContentFont;
}

const numbers = (operands: readonly Operand[]) =>
  operands.map((value) => (typeof value === 'number' ? value : 0));
const nameOf = (operand: Operand | undefined) =>
  typeof operand === 'object' && operand !== null && 'name' in operand ? operand.name : '';

/** How many form XObjects one page may draw before the editor gives up (forms nested to explode). */
const FORM_BUDGET = 2000;

class TextWalker {
  readonly shown: ShownText[] = [];
  private formsLeft = FORM_BUDGET;
  private readonly fonts = new Map<number, ContentFont | undefined>();
  private readonly textless = new Set<number>();

  constructor(
    private readonly toPage: Matrix,
    private readonly Font: FontClass,
  ) {}

  walk(sources: readonly ContentSource[], resources: PDFObject | null, ctm: Matrix): void {
    const state: GraphicsState = {
      ctm,
      charSpacing: 0,
      wordSpacing: 0,
      scale: 1,
      leading: 0,
      rise: 0,
      fontSize: 0,
    };
    const saved: GraphicsState[] = [];
    let text: Matrix = IDENTITY;
    let line: Matrix = IDENTITY;
    /** The text shown last in this BT, until an operator places text anew. */
    let last: ShownText | undefined;
    const moveLine = (x: number, y: number) => {
      line = multiply([1, 0, 0, 1, x, y], line);
      text = line;
      last = undefined;
    };
    for (const source of sources) {
      for (const operation of contentOperations(source.bytes)) {
        const { operator, operands } = operation;
        const [n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0] = numbers(operands);
        switch (operator) {
          case 'q':
            saved.push({ ...state });
            break;
          case 'Q':
            Object.assign(state, saved.pop() ?? state);
            break;
          case 'cm':
            state.ctm = multiply([n0, n1, n2, n3, n4, n5], state.ctm);
            break;
          case 'BT':
          case 'ET':
            text = IDENTITY;
            line = IDENTITY;
            last = undefined;
            break;
          case 'Tf':
            state.font = this.font(resources, nameOf(operands[0]));
            state.fontSize = n1;
            break;
          case 'Tc':
            state.charSpacing = n0;
            break;
          case 'Tw':
            state.wordSpacing = n0;
            break;
          case 'Tz':
            state.scale = n0 / 100;
            break;
          case 'TL':
            state.leading = n0;
            break;
          case 'Ts':
            state.rise = n0;
            break;
          case 'Tm':
            line = [n0, n1, n2, n3, n4, n5];
            text = line;
            last = undefined;
            break;
          case 'Td':
            moveLine(n0, n1);
            break;
          case 'TD':
            state.leading = -n1;
            moveLine(n0, n1);
            break;
          case 'T*':
            moveLine(0, -state.leading);
            break;
          case "'":
          case '"':
          case 'Tj':
          case 'TJ': {
            if (operator === '"') [state.wordSpacing, state.charSpacing] = [n0, n1];
            if (operator === "'" || operator === '"') moveLine(0, -state.leading);
            const shown = this.show(operation, state, text, source);
            if (last) last.continued = true;
            this.shown.push(shown.text);
            text = shown.after;
            last = shown.text;
            break;
          }
          case 'Do':
            this.drawForm(resources, nameOf(operands[0]), state.ctm, source.form !== undefined);
            break;
        }
      }
    }
  }

  private font(resources: PDFObject | null, name: string): ContentFont | undefined {
    const object = resources && entryAt(resources, 'Font', name);
    // Read once per font object; a direct font dictionary has no number to know it by.
    if (!object?.isIndirect()) return contentFont(object, this.Font);
    const number = object.asIndirect();
    if (!this.fonts.has(number)) this.fonts.set(number, contentFont(object.resolve(), this.Font));
    return this.fonts.get(number);
  }

  /** The operation's glyphs placed, and the text matrix after them. */
  private show(
    operation: Operation,
    state: GraphicsState,
    start: Matrix,
    source: ContentSource,
  ): { text: ShownText; after: Matrix } {
    const { font, fontSize, scale, charSpacing, wordSpacing, rise } = state;
    if (!font) throw new UnsupportedContent('text in a font whose codes cannot be followed');
    const strings = operation.operator === 'TJ' ? operation.operands[0] : operation.operands.at(-1);
    const items = Array.isArray(strings) ? strings : [strings];
    const pieces: ShownText['pieces'] = [];
    let x = 0;
    for (const item of items) {
      if (typeof item === 'number') {
        pieces.push(item);
        x -= (item / 1000) * fontSize * scale;
        continue;
      }
      if (!(item instanceof Uint8Array)) continue;
      for (let index = 0; index < item.length; ) {
        const length = Math.min(font.codeLength(item, index), item.length - index);
        const code = item.subarray(index, index + length).reduce((value, byte) => value * 256 + byte, 0);
        const width = font.advance(code);
        const spacing = charSpacing + (font.isSpace(code, length) ? wordSpacing : 0);
        const glyphSpace: Matrix = [fontSize * scale, 0, 0, fontSize, x, rise];
        const toPage = multiply(multiply(glyphSpace, start), multiply(state.ctm, this.toPage));
        const advance = width * 1000 + (fontSize === 0 ? 0 : (spacing * 1000) / fontSize);
        pieces.push({
          code: item.subarray(index, index + length),
          point: apply(toPage, width / 2, 0.3),
          advance,
        });
        x += (width * fontSize + spacing) * scale;
        index += length;
      }
    }
    return {
      text: { operation, source, pieces, fontSize, continued: false },
      after: multiply([1, 0, 0, 1, x, 0], start),
    };
  }

  private drawForm(resources: PDFObject | null, name: string, ctm: Matrix, nested: boolean): void {
    const form = resources && entryAt(resources, 'XObject', name);
    if (!form?.isStream() || entryAt(form, 'Subtype')?.asName() !== 'Form') return;
    const number = form.isIndirect() ? form.asIndirect() : -1;
    if (this.textless.has(number)) return;
    if (--this.formsLeft < 0) throw new UnsupportedContent('too many form XObjects to follow');
    const matrix = form.get('Matrix');
    const own: Matrix = matrix.isArray() ? (numbers(matrix.asJS()) as Matrix) : IDENTITY;
    const formResources = entryAt(form, 'Resources') ?? resources;
    const before = this.shown.length;
    const source = { bytes: form.readStream().asUint8Array().slice(), form: { object: form, name, nested } };
    this.walk([source], formResources, multiply(own, ctm));
    if (this.shown.length === before && number >= 0) this.textless.add(number);
  }
}

/**
 * Every text-showing operation of the page's content streams, in order, with the glyphs placed
 * through `toPage` (PDF user space → top-left page space); `Font` is MuPDF's, for the standard 14. Throws ContentSyntaxError or
 * UnsupportedContent when the page cannot be followed.
 */
export function shownTexts(
  streams: readonly Uint8Array[],
  resources: PDFObject | null,
  toPage: Matrix,
  Font: FontClass,
): ShownText[] {
  const walker = new TextWalker(toPage, Font);
  walker.walk(
    streams.map((bytes, stream) => ({ bytes, stream })),
    resources,
    IDENTITY,
  );
  return walker.shown;
}
