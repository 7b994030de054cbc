// Synchronous text translation (the /translateText page and the API's translateTexts), through the same
// core steps as documents: routing, protected spans, glossary, placeholder checks.
import {
  countWords,
  creditsFor,
  creditsPerThousandWords,
  type Glossary,
  resolveLanguage,
  translateTexts,
  UserFacingError,
} from '@verso/core';
import { type Charge, type CreditLedger, ledgerReasons } from './credits';
import type { EngineOffer } from './engines/engineOffer';
import { metrics } from './observability/metrics';
import type { TextTranslationRecords } from './textTranslationRecords';

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
  /** The caller's organisation pays instead of the caller (an API key set so). */
  organizationId?: string | null;
  /** What the texts are about: context for LLM engines. */
  description?: string;
  /** Where the request came from, as the usage list and the user's records tell it; the site when absent. */
  via?: 'web' | 'api';
  apiKeyId?: string;
}

export function textTranslator(credits: CreditLedger, engines: EngineOffer, records: TextTranslationRecords) {
  /** Takes the price before the engine runs, so parallel requests cannot spend one balance twice. */
  const reserve = async (charge: Omit<Charge, 'reason' | 'whenShort'>, via: TextRequest['via']) => {
    const { amount: price } = charge;
    await credits.spend({
      ...charge,
      reason: via === 'api' ? ledgerReasons.apiText : ledgerReasons.text,
      whenShort: () =>
        new UserFacingError('insufficient_credits', `This translation needs ${price} credits.`),
    });
  };

  return {
    async translate(request: TextRequest) {
      const { texts, from, to, engine, glossary, userId, organizationId, description, via, apiKeyId } =
        request;
      if (texts.every((text) => text.trim() === '')) {
        throw new UserFacingError('bad_request', 'There is no text to translate.');
      }
      // Visitors pay nothing, so they get the Basic tier whatever they name: paid engines cost the operator.
      const reference = userId ? engine : undefined;
      const rate = creditsPerThousandWords(engines.requested(reference).engine);
      const price = userId ? creditsFor(countWords(texts), rate) : 0;
      const charge = userId ? { userId, organizationId, amount: price } : undefined;
      if (charge) await reserve(charge, via);
      const result = await translateTexts(texts, {
        from,
        to,
        engine: reference,
        glossary,
        description,
      }).catch(async (error: unknown) => {
        if (charge) await credits.release(charge);
        throw error;
      });
      metrics().wordsTranslated.inc({ kind: 'text' }, countWords(texts));
      const record =
        userId &&
        (await records.record({
          userId,
          via: via ?? 'web',
          apiKeyId,
          sourceLang: result.from,
          targetLang: resolveLanguage(to).code,
          model: reference?.trim() || null,
          engine: result.report.engine,
          characters: texts.reduce((sum, text) => sum + text.length, 0),
          wordCount: countWords(texts),
          credits: price,
          texts,
          translations: result.translations,
        }));
      return {
        /** The record's id for a signed-in user (API v1's taskId); absent for visitors. */
        id: record ? record.id : undefined,
        translatedTexts: result.translations,
        usedCredits: price,
        engine: result.report.engine,
        from: result.from,
        sourceDetected: result.sourceDetected,
      };
    },
  };
}
