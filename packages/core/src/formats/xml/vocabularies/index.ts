import type { XmlElement } from '../../xml-toolkit/xml-tree';
import { androidVocabulary } from './android';
import { ditaVocabulary } from './dita';
import { genericVocabulary } from './generic';
import { resxVocabulary } from './resx';
import type { XmlVocabulary } from './vocabulary';

export type { XmlVocabulary } from './vocabulary';
export { isMarkedUntranslatable } from './vocabulary';

const known: readonly XmlVocabulary[] = [androidVocabulary, resxVocabulary, ditaVocabulary];

export function vocabularyOf(root: XmlElement): XmlVocabulary {
  return known.find((vocabulary) => vocabulary.matches(root)) ?? genericVocabulary;
}
