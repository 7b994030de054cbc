// Hostile text a parser meets on purpose: entity expansion (billion laughs), external entities that
// would read the server's files, nesting deep enough to exhaust a recursive parser's stack, and
// invalid encodings.
import type { FuzzFamily } from './fuzz-families';
import type { SeededRandom } from './seeded-random';

const billionLaughs = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [<!ENTITY lol "lol">',
  ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
  ']>',
].join('\n');

const externalEntity =
  '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY % remote SYSTEM "http://127.0.0.1:9/x.dtd"> %remote;]>\n';

/** The seed's text with a hostile prolog, its first element's text replaced by an entity reference. */
function withDoctype(text: string, doctype: string, entity: string): string {
  const body = text.replace(/^\uFEFF?(<\?xml[^>]*\?>)?\s*(<!DOCTYPE[^>]*>)?/, '');
  return `${doctype}\n${body.replace(/>([^<\s][^<]*)</, `>&${entity};<`)}`;
}

function nested(family: FuzzFamily, depth: number): string {
  const { open, close } = family.nesting ?? { open: '(', close: ')' };
  return `${open.repeat(depth)}text${close.repeat(depth)}`;
}

type TextMutation = (text: string, family: FuzzFamily, random: SeededRandom) => string;

const hostileText: Record<string, TextMutation> = {
  billionLaughs: (text) => withDoctype(text, billionLaughs, 'lol9'),
  externalEntity: (text) => withDoctype(text, externalEntity, 'secret'),
  deepNesting: (text, family, random) => {
    const at = random.below(text.length);
    return `${text.slice(0, at)}${nested(family, 1000 + random.below(100_000))}${text.slice(at)}`;
  },
  hugeLine: (text, _family, random) => `${text}\n${'word '.repeat(20_000 + random.below(40_000))}\n`,
  controlCharacters: (text, _family, random) =>
    text.replace(/ /g, () => (random.below(20) === 0 ? String.fromCharCode(random.below(32)) : ' ')),
};

/** Hostile text mutations that fit the family (entity tricks only for XML-like formats). */
export function hostileTextMutations(family: FuzzFamily): [string, TextMutation][] {
  return Object.entries(hostileText).filter(
    ([name]) => family.xmlLike || (name !== 'billionLaughs' && name !== 'externalEntity'),
  );
}

/** Bytes that are not valid UTF-8 (lone continuation bytes, overlong forms, a UTF-16 surrogate). */
export const invalidUtf8 = Buffer.from([0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xff, 0xfe]);
