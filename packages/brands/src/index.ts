// The four brand variants and the host configuration derived from the one a site runs as.
import type { Brand, Platform } from './brand';
import { dlTranslator } from './variants/dl-translator';
import { oTranslator } from './variants/o-translator';
import { shangyiTranslator } from './variants/shangyi-translator';
import { versoBest } from './variants/verso-best';

export * from './brand';
export * from './host-config';

export const brands: Readonly<Record<Platform, Brand>> = {
  'verso-best': versoBest,
  'o-translator': oTranslator,
  'dl-translator': dlTranslator,
  'shangyi-translator': shangyiTranslator,
};

export function brandFor(platform: Platform): Brand {
  return brands[platform];
}
