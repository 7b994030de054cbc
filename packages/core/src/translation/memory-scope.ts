// The translation-memory scope of a run: a translation is reused only for the same pair, the same
// engine and model, and the same glossary, since a changed glossary should change the translation.
import { createHash } from 'node:crypto';
import type { Engine } from '../engines/engine';
import { engineReference } from '../engines/registry';
import type { Glossary } from '../glossary';
import type { MemoryScope } from '../memory/translation-memory';

function glossaryFingerprint(glossary: Glossary | undefined): string {
  if (!glossary || glossary.terms.length === 0) return '';
  const terms = glossary.terms.map((term) => [term.source, term.target, term.caseSensitive, term.keepAsIs]);
  return `#${createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16)}`;
}

export function memoryScope(engine: Engine, from: string, to: string, glossary?: Glossary): MemoryScope {
  return { from, to, engineKey: `${engineReference(engine)}${glossaryFingerprint(glossary)}` };
}
