// Formulas and code are not translated: set in math fonts (TeX's CMMI/CMSY/CMEX, AMS, STIX, Cambria
// Math, Symbol…) or dense with mathematical symbols, they are kept on the page exactly as they are.
import type { TextSpan } from './page-model';

const mathFont =
  /^(cm(mi|sy|ex|bsy|mib)|msbm|msam|eufm|rsfs|esint|stix|.*math|symbol|mt(extra|symbol)|euler)/i;
const mathSymbol = /[=+±×÷∑∏∫√∞≤≥≠≈∈∉⊂⊆∪∩∀∃∂∇→←↔⇒⇔^_{}\\|αβγδεθλμπσφωΓΔΘΛΣΦΨΩ]/gu;

const lettersIn = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

export function isMathSpan(span: TextSpan): boolean {
  return mathFont.test(span.font);
}

/** True for text that is kept as drawn: a formula, code, or glyphs without characters. */
export function isFormulaOrCode(spans: readonly TextSpan[]): boolean {
  const text = spans.map((span) => span.text).join('');
  const visible = text.replace(/\s/g, '').length;
  // Without a word of two letters it is a variable, a label or a number: nothing to translate.
  if (visible === 0 || !/\p{L}{2}/u.test(text)) return true;
  // Glyphs the file gives no characters for cannot be read, so cannot be translated: left as drawn.
  if (text.includes('\uFFFD')) return true;
  const mathChars = spans.filter(isMathSpan).reduce((sum, span) => sum + span.text.trim().length, 0);
  if (mathChars / visible > 0.3) return true;
  if (spans.every((span) => span.monospace)) return true;
  const symbols = text.match(mathSymbol)?.length ?? 0;
  // Prose has a symbol now and then; a formula has one every few characters and few words.
  return symbols / visible > 0.15 && lettersIn(text) / visible < 0.6;
}
