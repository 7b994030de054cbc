// What a credit buys on this installation: each tier's engine and its credits per thousand words, the
// same rates the quote and the charge use.
import {
  creditsPerThousandWords,
  getEngine,
  lowerTierWithSameEngine,
  routingConfigFromEnv,
  tierLabels,
  tiers,
} from '@verso/core';
import { engineLabel } from '@verso/services/engines/engineOffer';

export interface TierRate {
  tier: string;
  engine: string;
  creditsPerThousandWords: number;
}

export function creditRates(): TierRate[] {
  const routing = routingConfigFromEnv();
  // A tier routed to the same engine as a lower one costs and translates the same: listed once.
  const distinct = tiers.filter((tier) => !lowerTierWithSameEngine(routing, tier));
  return distinct.map((tier) => {
    const engine = getEngine(routing.tiers[tier]);
    return {
      tier: tierLabels[tier],
      engine: engineLabel(engine),
      creditsPerThousandWords: creditsPerThousandWords(engine),
    };
  });
}
