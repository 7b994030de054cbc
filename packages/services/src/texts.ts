// Synchronous text translation (the /translateText page and the API's translateTexts).
import { chooseEngine, countWords, translateTexts, UserFacingError } from '@verso/core';
import { type CreditLedger, creditsForWords } from './credits';

export interface TextRequest {
  texts: string[];
  from: string;
  to: string;
  engine?: string;
  /** Charged when given; anonymous callers are rate limited by the caller instead. */
  userId?: string;
}

export function textTranslator(credits: CreditLedger) {
  return {
    async translate({ texts, from, to, engine, userId }: TextRequest) {
      const chosen = await chooseEngine(engine, from, to);
      const price = userId ? creditsForWords(texts.reduce((sum, t) => sum + countWords(t), 0)) : 0;
      if (userId && (await credits.balance(userId)) < price) {
        throw new UserFacingError('insufficient_credits', `This translation needs ${price} credits.`);
      }
      const translatedTexts = await translateTexts(texts, from, to, chosen);
      if (userId) await credits.debit(userId, price, 'text translation');
      return { translatedTexts, usedCredits: price, engine: chosen.id };
    },
  };
}
