// What a credit buys on this installation: each tier's engine and its credits per thousand words, the
// same rates the quote and the charge use.
import { creditsPerThousandWords, getEngine, routingConfigFromEnv, tierLabels, tiers } from '@verso/core';
import { engineLabel } from '@verso/services/engines/engineOffer';

export interface TierRate {
  tier: string;
  engine: string;
  creditsPerThousandWords: number;
}

export function creditRates(): TierRate[] {
  const routing = routingConfigFromEnv();
  return tiers.map((tier) => {
    const engine = getEngine(routing.tiers[tier]);
    return {
      tier: tierLabels[tier],
      engine: engineLabel(engine),
      creditsPerThousandWords: creditsPerThousandWords(engine),
    };
  });
}
