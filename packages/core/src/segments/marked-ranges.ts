// The other way to hide a part of the text from an engine: leave its words in place, marked by a new
// pair tag (`the <g3>house</g3> is small`), and replace whatever the engine made of them, tag and all,
// afterwards. A rule-based engine then still analyses the sentence with the real word, so the words
// around it agree with a noun rather than with a blank. Only engines that keep a pair around every word
// its source words became (Apertium's word-bound blanks) should get it: an engine that lets words of
// the marked part slip outside the tag would leave them beside the replacement.
import type { ProtectedRange, ProtectedText } from './do-not-translate';
import { highestPlaceholderId } from './placeholders';

const anyTag = /<\/?g[1-9]\d*>|<x[1-9]\d* ?\/>/g;

/**
 * Wraps each range (in order, not overlapping) in a pair numbered after the highest id already in the
 * text. Restoring swaps each of those pairs for its replacement; the text's own tags that the engine
 * moved inside the pair are kept after it, so none is lost.
 */
export function markRanges(text: string, ranges: readonly ProtectedRange[]): ProtectedText {
  const firstId = highestPlaceholderId(text) + 1;
  const restoreAs = new Map<number, string>();
  let markedText = '';
  let position = 0;
  ranges.forEach((range, index) => {
    const id = firstId + index;
    markedText += `${text.slice(position, range.start)}<g${id}>${text.slice(range.start, range.end)}</g${id}>`;
    restoreAs.set(id, range.restoreAs);
    position = range.end;
  });
  // Only the marked pairs, whatever of the text's own pairs stand around or inside them.
  const markedPair = new RegExp(`<g(${[...restoreAs.keys()].join('|')})>([\\s\\S]*?)</g\\1>`, 'g');
  return {
    text: markedText + text.slice(position),
    spans: ranges.map((range) => text.slice(range.start, range.end)),
    restore: (translated) =>
      restoreAs.size === 0
        ? translated
        : translated.replace(
            markedPair,
            (_pair, id: string, inside: string) =>
              (restoreAs.get(Number(id)) ?? '') + (inside.match(anyTag) ?? []).join(''),
          ),
    protect: (translated) => {
      let result = translated;
      // The same text with what is already marked blanked out, so no replacement is marked twice.
      let unmarked = translated;
      for (const [id, replacement] of restoreAs) {
        const at = unmarked.indexOf(replacement);
        if (at < 0) return undefined;
        const marked = `<g${id}>${replacement}</g${id}>`;
        result = `${result.slice(0, at)}${marked}${result.slice(at + replacement.length)}`;
        unmarked = `${unmarked.slice(0, at)}${'\0'.repeat(marked.length)}${unmarked.slice(at + replacement.length)}`;
      }
      return result;
    },
  };
}
