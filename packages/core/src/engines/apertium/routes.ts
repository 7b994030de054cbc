// Which modes translate a pair. Most Apertium pairs have Spanish on one side, so a pair with no mode of
// its own (English → Portuguese) can still be served through Spanish: eng-spa, then es-pt. Each step
// loses a little, so a direct mode is always preferred.
import { describePair, resolveLanguage } from '../../languages';
import type { LanguagePair } from '../engine';
import type { ApertiumMode } from './modes';

/** One mode, or two with the pivot language between them; each step feeds its stream to the next. */
export type ApertiumRoute = readonly [ApertiumMode] | readonly [ApertiumMode, ApertiumMode];

const pivot = 'es';

function directMode(modes: readonly ApertiumMode[], from: string, to: string): ApertiumMode | undefined {
  return modes.find((mode) => mode.from === from && mode.to === to);
}

export function routeFor(
  modes: readonly ApertiumMode[],
  from: string,
  to: string,
): ApertiumRoute | undefined {
  const direct = directMode(modes, from, to);
  if (direct) return [direct];
  if (from === to || from === pivot || to === pivot) return undefined;
  const first = directMode(modes, from, pivot);
  const second = directMode(modes, pivot, to);
  return first && second ? [first, second] : undefined;
}

/** Every pair a route exists for: the direct modes first, then those through the pivot. */
export function routablePairs(modes: readonly ApertiumMode[]): LanguagePair[] {
  const pairs: LanguagePair[] = modes.map(({ from, to }) => ({ from, to }));
  const intoPivot = modes.filter((mode) => mode.to === pivot).map((mode) => mode.from);
  const outOfPivot = modes.filter((mode) => mode.from === pivot).map((mode) => mode.to);
  for (const from of intoPivot) {
    for (const to of outOfPivot) {
      if (from !== to && !pairs.some((pair) => pair.from === from && pair.to === to))
        pairs.push({ from, to });
    }
  }
  return pairs;
}

/** A sentence for the job's details when the route goes through the pivot; undefined for a direct one. */
export function describeRoute(route: ApertiumRoute): string | undefined {
  if (route.length === 1) return undefined;
  const [first, second] = route;
  return (
    `Apertium has no direct ${describePair(first.from, second.to)} pair; translated through ` +
    `${resolveLanguage(pivot).name} (${first.name}, then ${second.name}).`
  );
}
