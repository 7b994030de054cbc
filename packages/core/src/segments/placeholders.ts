// The placeholder syntax of the segment model: the canonical tags, the damaged forms engines turn them
// into, and the check that a translation carries exactly the placeholders of its source.

export type PlaceholderKind = 'open' | 'close' | 'standalone';

/** A placeholder tag by meaning, whatever its spelling: `<g1>` is `{ kind: 'open', id: 1 }`. */
export interface PlaceholderRef {
  kind: PlaceholderKind;
  id: number;
}

export interface PlaceholderToken extends PlaceholderRef {
  /** The tag as written. */
  text: string;
  /** Where the tag starts in the text. */
  index: number;
}

/** A canonical or damaged tag found in a translation, and the placeholders it stands for. */
export interface PlaceholderForm {
  text: string;
  index: number;
  /** Usually one; a damaged `<g1/>` stands for an empty pair, `<g1></g1>`. */
  refs: PlaceholderRef[];
  mangled: boolean;
}

export type PlaceholderProblem =
  | { kind: 'missing' | 'duplicated' | 'unbalanced'; placeholder: string }
  | { kind: 'mangled' | 'unexpected'; placeholder: string; found: string };

const canonicalTag = /<g([1-9]\d*)>|<\/g([1-9]\d*)>|<x([1-9]\d*) ?\/>/g;

// Engines add spaces, change case, escape the brackets as entities or swap them for braces. Any
// bracket pair is accepted on purpose: a `{g1>` is as damaged as a `{g1}`.
const space = String.raw`[ \t\u00a0]*`;
const looseTag = new RegExp(
  String.raw`(?:<|&lt;|＜|\{|\[)${space}(\\?\/)?${space}([gx])[ \t_-]*(\d+)${space}(\\?\/)?${space}(?:>|&gt;|＞|\}|\])`,
  'gi',
);

export function placeholderTokens(text: string): PlaceholderToken[] {
  return Array.from(text.matchAll(canonicalTag), (match) => {
    const [tag, open, close, standalone] = match;
    const kind: PlaceholderKind = open ? 'open' : close ? 'close' : 'standalone';
    return { kind, id: Number(open ?? close ?? standalone), text: tag, index: match.index };
  });
}

/** The canonical spelling: `<g1>`, `</g1>`, `<x2/>`. */
export function placeholderTag({ kind, id }: PlaceholderRef): string {
  if (kind === 'open') return `<g${id}>`;
  if (kind === 'close') return `</g${id}>`;
  return `<x${id}/>`;
}

/** The highest placeholder id in the text, 0 when it has none: new placeholders are numbered after it. */
export function highestPlaceholderId(text: string): number {
  return Math.max(0, ...placeholderTokens(text).map((token) => token.id));
}

export function isPlaceholderTag(text: string): boolean {
  return placeholderTokens(text)[0]?.text === text;
}

/**
 * The text without its placeholder tags, for counting words and detecting the language. A standalone
 * tag between two words (`Press<x2/>Enter`, a line break) becomes a space so the words stay apart.
 */
export function stripPlaceholders(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(canonicalTag, (tag: string, _open, _close, standalone, index: number) => {
    if (!standalone) return '';
    const before = text[index - 1] ?? ' ';
    const after = text[index + tag.length] ?? ' ';
    return /\s/.test(before) || /\s/.test(after) ? '' : ' ';
  });
}

function refsOfLooseTag(tag: LooseTag): PlaceholderRef[] {
  const { letter, id, leadingSlash, trailingSlash } = tag;
  if (letter === 'x') return [{ kind: 'standalone', id }];
  if (leadingSlash) return [{ kind: 'close', id }];
  if (trailingSlash)
    return [
      { kind: 'open', id },
      { kind: 'close', id },
    ];
  return [{ kind: 'open', id }];
}

interface LooseTag {
  text: string;
  index: number;
  letter: string;
  id: number;
  leadingSlash: boolean;
  trailingSlash: boolean;
}

function looseTags(text: string): LooseTag[] {
  return Array.from(text.matchAll(looseTag), (match) => {
    const [found, leadingSlash, letter = '', digits, trailingSlash] = match;
    return {
      text: found,
      index: match.index,
      letter: letter.toLowerCase(),
      id: Number(digits),
      leadingSlash: Boolean(leadingSlash),
      trailingSlash: Boolean(trailingSlash),
    };
  });
}

/** True for `<x2>` followed, with nothing but spaces between, by `</x2>`: an engine's spelling of `<x2/>`. */
function isEmptiedStandalone(tag: LooseTag, next: LooseTag | undefined, text: string): next is LooseTag {
  return (
    next !== undefined &&
    tag.letter === 'x' &&
    !tag.leadingSlash &&
    !tag.trailingSlash &&
    next.letter === 'x' &&
    next.id === tag.id &&
    next.leadingSlash &&
    /^\s*$/.test(text.slice(tag.index + tag.text.length, next.index))
  );
}

function formsOf(tags: readonly LooseTag[], text: string): PlaceholderForm[] {
  const forms: PlaceholderForm[] = [];
  for (let index = 0; index < tags.length; index += 1) {
    const tag = tags[index] as LooseTag;
    const next = tags[index + 1];
    if (isEmptiedStandalone(tag, next, text)) {
      const whole = text.slice(tag.index, next.index + next.text.length);
      forms.push({ text: whole, index: tag.index, refs: refsOfLooseTag(tag), mangled: true });
      index += 1;
    } else {
      forms.push({
        text: tag.text,
        index: tag.index,
        refs: refsOfLooseTag(tag),
        mangled: !isPlaceholderTag(tag.text),
      });
    }
  }
  return forms;
}

/**
 * Every canonical or damaged placeholder tag in a translation. Strings of the source that merely look
 * damaged (a `{x1}` variable, a `[g2]` footnote) are text, not placeholders.
 */
export function placeholderForms(translated: string, source: string): PlaceholderForm[] {
  const sourceLookalikes = new Set(
    looseTags(source)
      .map((tag) => tag.text)
      .filter((text) => !isPlaceholderTag(text)),
  );
  return formsOf(
    looseTags(translated).filter((tag) => !sourceLookalikes.has(tag.text)),
    translated,
  );
}

export function countTags(refs: readonly PlaceholderRef[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(placeholderTag(ref), (counts.get(placeholderTag(ref)) ?? 0) + 1);
  return counts;
}

/** Ids, among `ids`, of pairs whose close comes before their open or crosses another pair's close. */
export function unbalancedPairIds(refs: readonly PlaceholderRef[], ids: ReadonlySet<number>): Set<number> {
  const open: number[] = [];
  const unbalanced = new Set<number>();
  for (const { kind, id } of refs) {
    if (kind === 'standalone' || !ids.has(id)) continue;
    if (kind === 'open') {
      open.push(id);
      continue;
    }
    const at = open.lastIndexOf(id);
    if (at < 0 || at !== open.length - 1) unbalanced.add(id);
    if (at >= 0) open.splice(at, 1);
  }
  return unbalanced;
}

/** Ids of the pairs that `refs` hold once each, open before close, properly nested. */
export function pairIds(refs: readonly PlaceholderRef[]): Set<number> {
  const counts = countTags(refs);
  const whole = refs
    .filter((ref) => ref.kind === 'open')
    .map((ref) => ref.id)
    .filter((id) => counts.get(`<g${id}>`) === 1 && counts.get(`</g${id}>`) === 1);
  const unbalanced = unbalancedPairIds(refs, new Set(whole));
  return new Set(whole.filter((id) => !unbalanced.has(id)));
}

function countProblems(expected: Map<string, number>, found: Map<string, number>): PlaceholderProblem[] {
  return [...expected].flatMap(([placeholder, count]): PlaceholderProblem[] => {
    const times = found.get(placeholder) ?? 0;
    if (times < count) return [{ kind: 'missing', placeholder }];
    if (times > count) return [{ kind: 'duplicated', placeholder }];
    return [];
  });
}

/**
 * What is wrong with the placeholders of a translation, compared with its source; empty when nothing
 * is. A damaged tag counts as present (it is reported as mangled, and repair can restore it).
 */
export function checkPlaceholders(source: string, translated: string): PlaceholderProblem[] {
  const sourceRefs = placeholderTokens(source);
  const expected = countTags(sourceRefs);
  const problems: PlaceholderProblem[] = [];
  const carried: PlaceholderRef[] = [];
  for (const form of placeholderForms(translated, source)) {
    for (const ref of form.refs) {
      const placeholder = placeholderTag(ref);
      if (!expected.has(placeholder)) problems.push({ kind: 'unexpected', placeholder, found: form.text });
      else {
        if (form.mangled) problems.push({ kind: 'mangled', placeholder, found: form.text });
        carried.push(ref);
      }
    }
  }
  const found = countTags(carried);
  problems.push(...countProblems(expected, found));
  const complete = [...pairIds(sourceRefs)].filter(
    (id) => found.get(`<g${id}>`) === 1 && found.get(`</g${id}>`) === 1,
  );
  for (const id of unbalancedPairIds(carried, new Set(complete))) {
    problems.push({ kind: 'unbalanced', placeholder: `</g${id}>` });
  }
  return problems;
}
