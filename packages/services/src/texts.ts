// Synchronous text translation (the /translateText page and the API's translateTexts), through the same
// core steps as documents: routing, protected spans, glossary, placeholder checks.
import {
  countWords,
  creditsFor,
  creditsPerThousandWords,
  type Glossary,
  translateTexts,
  UserFacingError,
} from '@verso/core';
import type { CreditLedger } from './credits';
import type { EngineOffer } from './engines/engineOffer';

export interface TextRequest {
  texts: string[];
  /** A code, a name or "auto". */
  from: string;
  to: string;
  /** An engine reference or a tier; the Basic tier when absent, and always for anonymous callers. */
  engine?: string;
  glossary?: Glossary;
  /** Charged when given; anonymous callers are rate limited by the caller instead. */
  userId?: string;
}

export function textTranslator(credits: CreditLedger, engines: EngineOffer) {
  /** Takes the price before the engine runs, so parallel requests cannot spend one balance twice. */
  const reserve = async (userId: string | undefined, price: number) => {
    if (!userId) return;
    await credits.spend({
      userId,
      amount: price,
      reason: 'text translation',
      whenShort: () =>
        new UserFacingError('insufficient_credits', `This translation needs ${price} credits.`),
    });
  };

  return {
    async translate({ texts, from, to, engine, glossary, userId }: TextRequest) {
      if (texts.every((text) => text.trim() === '')) {
        throw new UserFacingError('bad_request', 'There is no text to translate.');
      }
      // Visitors pay nothing, so they get the Basic tier whatever they name: paid engines cost the operator.
      const reference = userId ? engine : undefined;
      const rate = creditsPerThousandWords(engines.requested(reference).engine);
      const price = userId ? creditsFor(countWords(texts), rate) : 0;
      await reserve(userId, price);
      const result = await translateTexts(texts, { from, to, engine: reference, glossary }).catch(
        async (error: unknown) => {
          if (userId) await credits.release(userId, price);
          throw error;
        },
      );
      return {
        translatedTexts: result.translations,
        usedCredits: price,
        engine: result.report.engine,
        from: result.from,
        sourceDetected: result.sourceDetected,
      };
    },
  };
}
