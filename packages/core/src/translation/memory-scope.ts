// The translation-memory scope of a run: a translation is reused only for the same pair, the same
// engine and model, the same glossary and the same formality, since either should change the translation.
import { createHash } from 'node:crypto';
import type { Engine } from '../engines/engine';
import type { Formality } from '../engines/formality';
import { engineReference } from '../engines/registry';
import type { Glossary } from '../glossary';
import type { MemoryScope } from '../memory/translation-memory';

function glossaryFingerprint(glossary: Glossary | undefined): string {
  if (!glossary || glossary.terms.length === 0) return '';
  const terms = glossary.terms.map((term) => [term.source, term.target, term.caseSensitive, term.keepAsIs]);
  return `#${createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16)}`;
}

/** Empty for the default, so the translations remembered before formality existed still count. */
const formalityMark = (formality: Formality | undefined) =>
  formality && formality !== 'default' ? `~${formality}` : '';

export function memoryScope(
  engine: Engine,
  from: string,
  to: string,
  glossary?: Glossary,
  formality?: Formality,
): MemoryScope {
  const engineKey = `${engineReference(engine)}${glossaryFingerprint(glossary)}${formalityMark(formality)}`;
  return { from, to, engineKey };
}
