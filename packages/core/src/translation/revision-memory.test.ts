import { describe, expect, it } from 'vitest';
import { identityEngine } from '../engines/identity';
import { revisionMemory } from './revision-memory';

describe('revisionMemory', () => {
  const settings = { engine: identityEngine, from: 'en', to: 'es' };

  it('keys a revision as the engine is asked, in the scope of the job’s engine', () => {
    const { scope, entries } = revisionMemory(settings, [
      { source: '  The <g1>house</g1> is small. ', translation: '  La <g1>casa</g1> es pequeña. ' },
    ]);
    expect(scope).toEqual({ from: 'en', to: 'es', engineKey: 'identity' });
    expect(entries).toEqual([
      { source: 'The <g1>house</g1> is small.', target: 'La <g1>casa</g1> es pequeña.' },
    ]);
  });

  it('keeps a formal job’s revisions apart, and the default’s where they were before formality existed', () => {
    const revision = [{ source: 'How are you?', translation: '¿Cómo está usted?' }];
    expect(revisionMemory({ ...settings, formality: 'more' }, revision).scope.engineKey).toBe(
      'identity~more',
    );
    expect(revisionMemory({ ...settings, formality: 'default' }, revision).scope.engineKey).toBe('identity');
  });

  it('swaps protected spans and substituted glossary terms back for their placeholders', () => {
    const glossary = {
      name: 'brand',
      terms: [{ source: 'Verso', target: 'Verso', keepAsIs: true, caseSensitive: true }],
    };
    const { entries } = revisionMemory({ ...settings, glossary }, [
      {
        source: 'Verso is at https://example.com today.',
        translation: 'Verso está hoy en https://example.com.',
      },
    ]);
    expect(entries).toEqual([{ source: '<x2/> is at <x1/> today.', target: '<x2/> está hoy en <x1/>.' }]);
  });

  it('leaves out a revision no engine answer could become, and text with nothing to translate', () => {
    const { entries } = revisionMemory(settings, [
      { source: 'See https://example.com now.', translation: 'Mira la web ahora.' },
      { source: '42 %', translation: '42 %' },
    ]);
    expect(entries).toEqual([]);
  });
});
