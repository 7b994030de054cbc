// Synchronous text translation (the /translateText page and the API's translateTexts), through the same
// core steps as documents: routing, protected spans, glossary, placeholder checks.
import {
  countWords,
  creditsFor,
  creditsPerThousandWords,
  type Glossary,
  requestedEngine,
  translateTexts,
  UserFacingError,
} from '@verso/core';
import type { CreditLedger } from './credits';

export interface TextRequest {
  texts: string[];
  /** A code, a name or "auto". */
  from: string;
  to: string;
  /** An engine reference or a tier; the Basic tier when absent. */
  engine?: string;
  glossary?: Glossary;
  /** Charged when given; anonymous callers are rate limited by the caller instead. */
  userId?: string;
}

export function textTranslator(credits: CreditLedger) {
  return {
    async translate({ texts, from, to, engine, glossary, userId }: TextRequest) {
      if (texts.every((text) => text.trim() === '')) {
        throw new UserFacingError('bad_request', 'There is no text to translate.');
      }
      const rate = creditsPerThousandWords(requestedEngine(engine).engine);
      const price = userId ? creditsFor(countWords(texts), rate) : 0;
      if (userId && (await credits.balance(userId)) < price) {
        throw new UserFacingError('insufficient_credits', `This translation needs ${price} credits.`);
      }
      const result = await translateTexts(texts, { from, to, engine, glossary });
      if (userId) await credits.debit(userId, price, 'text translation');
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
