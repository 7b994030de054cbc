import { describe, expect, it } from 'vitest';
import type { ApertiumMode } from './modes';
import { describeRoute, routablePairs, routeFor } from './routes';

const modes: ApertiumMode[] = [
  { name: 'eng-spa', from: 'en', to: 'es' },
  { name: 'spa-eng', from: 'es', to: 'en' },
  { name: 'es-pt', from: 'es', to: 'pt' },
  { name: 'pt-es', from: 'pt', to: 'es' },
  { name: 'eng-cat', from: 'en', to: 'ca' },
  { name: 'cat-eng', from: 'ca', to: 'en' },
  { name: 'pt-en', from: 'pt', to: 'en' },
];

describe('Apertium routes', () => {
  it('takes a direct mode when there is one, even where Spanish would also connect the pair', () => {
    expect(routeFor(modes, 'en', 'es')?.map((mode) => mode.name)).toEqual(['eng-spa']);
    expect(routeFor(modes, 'pt', 'en')?.map((mode) => mode.name)).toEqual(['pt-en']);
  });

  it('goes through Spanish when no direct mode exists', () => {
    expect(routeFor(modes, 'en', 'pt')?.map((mode) => mode.name)).toEqual(['eng-spa', 'es-pt']);
  });

  it('has no route when Spanish does not connect the pair, nor from a language to itself', () => {
    expect(routeFor(modes, 'ca', 'pt')).toBeUndefined();
    expect(routeFor(modes, 'en', 'en')).toBeUndefined();
  });

  it('lists direct pairs first, then each pivot pair once', () => {
    const pairs = routablePairs(modes);
    expect(pairs.slice(0, modes.length)).toEqual(modes.map(({ from, to }) => ({ from, to })));
    expect(pairs.slice(modes.length)).toEqual([{ from: 'en', to: 'pt' }]);
  });

  it('explains a pivot route and says nothing about a direct one', () => {
    const pivot = routeFor(modes, 'en', 'pt');
    const direct = routeFor(modes, 'en', 'es');
    expect(pivot && describeRoute(pivot)).toBe(
      'Apertium has no direct English → Portuguese pair; translated through Spanish (eng-spa, then es-pt).',
    );
    expect(direct && describeRoute(direct)).toBeUndefined();
  });
});
