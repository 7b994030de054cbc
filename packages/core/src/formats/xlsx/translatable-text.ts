// Whether a whole cell's text goes to an engine: words do; a number stored as text, a date, a URL, an
// e-mail address or a code (`SKU-123`, `MSFT`) stays as it is. The same judgement as CSV cells.
import { valueKind } from '../values/value-kinds';

export function isTranslatableText(text: string): boolean {
  return valueKind(text) === 'text';
}
