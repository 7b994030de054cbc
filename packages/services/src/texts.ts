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
import type { RevisionClaim, TextRevisions } from './textRevisions';
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
  /**
   * The record id a previous answer gave, while the user goes on typing: the text revises that translation
   * (textRevisions.ts) when it can, and is a new translation otherwise. The site's own wallet only.
   */
  revises?: string;
  /** The caller went away (the page's next keystroke, a closed connection): the engine stops, nothing is charged. */
  signal?: AbortSignal;
}

type FixedCharge = Charge & { amount: number };

/** How this request pays: nothing (a visitor), a new translation's charge, or a revision's claim. */
type Payment =
  | { kind: 'free' }
  | { kind: 'new'; charge: FixedCharge }
  | { kind: 'revision'; claim: RevisionClaim };

export function textTranslator(
  credits: CreditLedger,
  engines: EngineOffer,
  records: TextTranslationRecords,
  revisions: TextRevisions,
) {
  const chargeOf = (request: TextRequest, userId: string, amount: number): FixedCharge => ({
    userId,
    organizationId: request.organizationId,
    amount,
    reason: request.via === 'api' ? ledgerReasons.apiText : ledgerReasons.text,
    whenShort: () => new UserFacingError('insufficient_credits', `This translation needs ${amount} credits.`),
  });

  /** Takes the price before the engine runs, so parallel requests cannot spend one balance twice. */
  const pay = async (request: TextRequest, price: number): Promise<Payment> => {
    const { userId, revises, to } = request;
    if (!userId) return { kind: 'free' };
    const ownWalletOnSite = request.via !== 'api' && !request.organizationId;
    const claim =
      revises && ownWalletOnSite
        ? await revisions.claim({
            userId,
            recordId: revises,
            targetLang: resolveLanguage(to).code,
            price,
            chargeOf: (amount) => chargeOf(request, userId, amount),
          })
        : undefined;
    if (claim) return { kind: 'revision', claim };
    const charge = chargeOf(request, userId, price);
    await credits.spend(charge);
    return { kind: 'new', charge };
  };

  /** The engine failed: nothing stays charged, and a revised record keeps its texts. */
  const giveBack = async (payment: Payment) => {
    if (payment.kind === 'new') await credits.release(payment.charge);
    if (payment.kind === 'revision') await revisions.release(payment.claim);
  };

  return {
    async translate(request: TextRequest) {
      const { texts, from, to, engine, glossary, userId, description, via, apiKeyId, signal } = request;
      if (texts.every((text) => text.trim() === '')) {
        throw new UserFacingError('bad_request', 'There is no text to translate.');
      }
      // Visitors pay nothing, so they get the Basic tier whatever they name: paid engines cost the operator.
      const reference = userId ? engine : undefined;
      const rate = creditsPerThousandWords(engines.requested(reference).engine);
      const wordCount = countWords(texts);
      const payment = await pay(request, creditsFor(wordCount, rate));
      const result = await translateTexts(texts, {
        from,
        to,
        engine: reference,
        glossary,
        description,
        signal,
      }).catch(async (error: unknown) => {
        await giveBack(payment);
        throw error;
      });
      metrics().wordsTranslated.inc({ kind: 'text' }, wordCount);
      const written = {
        sourceLang: result.from,
        model: reference?.trim() || null,
        engine: result.report.engine,
        characters: texts.reduce((sum, text) => sum + text.length, 0),
        wordCount,
        texts,
        translations: result.translations,
      };
      let id: string | undefined;
      if (payment.kind === 'revision') {
        await revisions.complete(payment.claim, written);
        id = payment.claim.recordId;
      } else if (payment.kind === 'new') {
        const record = await records.record({
          ...written,
          userId: payment.charge.userId,
          via: via ?? 'web',
          apiKeyId,
          targetLang: resolveLanguage(to).code,
          credits: price(payment),
        });
        id = record.id;
      }
      return {
        /** The record's id for a signed-in user (API v1's taskId; what the site's next keystrokes revise). */
        id,
        translatedTexts: result.translations,
        /** What this request charged: a revision's only what it added. */
        usedCredits: price(payment),
        engine: result.report.engine,
        from: result.from,
        sourceDetected: result.sourceDetected,
      };
    },
  };
}

/** The credits a payment took. */
function price(payment: Payment): number {
  switch (payment.kind) {
    case 'free':
      return 0;
    case 'new':
      return payment.charge.amount;
    case 'revision':
      return payment.claim.due;
  }
}
